import { describe, expect, it } from 'vitest';
import {
  bootTransitions,
  bootView,
  nextBootPhase,
  type BootEvent,
  type BootPhase,
  type BootView,
} from './bootMachine';

const PHASES = Object.keys(bootTransitions) as BootPhase[];
const EVENTS: readonly BootEvent[] = [
  'signed-in',
  'signed-out',
  'logged-out',
  'account-changed',
  'session-failed',
  'copy-put-back',
  'offline-copy-put-back',
  'user-answered',
  'user-failed',
];

/**
 * Every phase against every event: where the start-up goes. A cell left out means the event
 * changes nothing in that phase ('·' below).
 */
const TABLE: Record<BootPhase, Partial<Record<BootEvent, BootPhase>>> = {
  starting: {
    'signed-in': 'signing-in',
    'signed-out': 'signed-out',
    'logged-out': 'logged-out',
    'account-changed': 'account-changed',
    'session-failed': 'failed',
    'offline-copy-put-back': 'offline-from-copy',
  },
  'signing-in': {
    'signed-out': 'signed-out',
    'logged-out': 'logged-out',
    'account-changed': 'account-changed',
    'copy-put-back': 'signed-in-from-copy',
    'user-answered': 'signed-in-fresh',
    'user-failed': 'failed',
  },
  'signed-in-fresh': {
    'signed-out': 'signed-out',
    'logged-out': 'logged-out',
    'account-changed': 'account-changed',
  },
  'signed-in-from-copy': {
    'signed-out': 'signed-out',
    'logged-out': 'logged-out',
    'account-changed': 'account-changed',
  },
  'offline-from-copy': {
    'signed-in': 'signed-in-from-copy',
    'signed-out': 'signed-out',
    'logged-out': 'logged-out',
    'account-changed': 'account-changed',
  },
  failed: {
    'signed-in': 'signing-in',
    'signed-out': 'signed-out',
    'logged-out': 'logged-out',
    'account-changed': 'account-changed',
    'user-answered': 'signed-in-fresh',
  },
  'signed-out': {},
  'logged-out': {},
  'account-changed': {},
};

/** What each phase shows, out of maintenance. */
const VIEWS: Record<BootPhase, BootView> = {
  starting: 'frame',
  'signing-in': 'frame',
  'signed-in-fresh': 'app',
  'signed-in-from-copy': 'app',
  'offline-from-copy': 'app',
  failed: 'failure',
  'signed-out': 'frame',
  'logged-out': 'frame',
  'account-changed': 'frame',
};

describe('the start-up machine', () => {
  const cells = PHASES.flatMap((phase) =>
    EVENTS.map((event) => [phase, event, TABLE[phase][event] ?? phase] as const),
  );

  it.each(cells)('in %s, on %s, goes to %s', (phase, event, next) => {
    expect(nextBootPhase(phase, event)).toBe(next);
  });

  it.each(PHASES)('in %s shows what the table says, and the maintenance page over it', (phase) => {
    expect(bootView({ phase, isMaintenance: false })).toBe(VIEWS[phase]);
    expect(bootView({ phase, isMaintenance: true })).toBe('maintenance');
  });

  it('leaves the page from every phase but those that left already, and never comes back', () => {
    const left: BootPhase[] = ['signed-out', 'logged-out', 'account-changed'];
    for (const phase of PHASES.filter((candidate) => !left.includes(candidate))) {
      for (const event of left as BootEvent[]) expect(nextBootPhase(phase, event)).toBe(event);
    }
    for (const phase of left) {
      for (const event of EVENTS) expect(nextBootPhase(phase, event)).toBe(phase);
    }
  });
});
