import { readFileSync } from 'node:fs';
import openRpc from '@pidz/contracts/pidz.openrpc.json';
import { expect, it } from 'vitest';
import { usageIndex } from './usage.ts';

const shortNames = openRpc.methods.map((method) => method.name.replace('pidz.services.api.', ''));

it('has a Contract page for every service of the contract', () => {
  const stories = readFileSync(new URL('./Contract.stories.tsx', import.meta.url), 'utf8');
  const services = [...new Set(shortNames.map((name) => name.split(':')[0]))];
  expect(services.filter((service) => !stories.includes(`service: '${service}'`))).toEqual([]);
});

it('finds the screens that use a method in the app’s code, through the entities too', () => {
  const index = usageIndex(new URL('../../app/src', import.meta.url).pathname, shortNames);
  expect(index['calendar:getAvailability']).toEqual([
    { area: 'calendar', via: ['features/calendar/api.ts'] },
  ]);
  // user:getCurrentUser is read by the entity currentUser, which the features and the shell import.
  const areas = index['user:getCurrentUser']?.map((use) => use.area);
  expect(areas).toContain('shell');
  expect(areas).toContain('rates');
});
