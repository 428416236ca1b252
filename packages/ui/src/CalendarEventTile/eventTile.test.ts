import { describe, expect, it } from 'vitest';
import {
  calendarEventTypeLabels,
  formatAddress,
  isSquashed,
  nextSquashStep,
  nightShiftTypes,
} from './eventTile';

describe('isSquashed', () => {
  it.each([
    [120, 30, false],
    [300, 80, false],
    [119.5, 80, true],
    [300, 29.9, true],
    [60, 20, true],
  ])('a tile of %d x %d px is squashed: %s', (width, height, squashed) => {
    expect(isSquashed(width, height)).toBe(squashed);
  });
});

describe('nextSquashStep', () => {
  it('squashes an unsquashed tile that is too small', () => {
    expect(nextSquashStep(false, 100, 60)).toBe('squash');
    expect(nextSquashStep(false, 200, 20)).toBe('squash');
  });

  it('leaves an unsquashed tile that is large enough', () => {
    expect(nextSquashStep(false, 200, 60)).toBe('unsquash');
  });

  it('keeps a squashed tile squashed while it is too narrow', () => {
    expect(nextSquashStep(true, 100, 16)).toBe('squash');
  });

  it('measures a squashed tile again once it is wide enough, whatever its squashed height', () => {
    expect(nextSquashStep(true, 240, 16)).toBe('recheck');
  });
});

describe('formatAddress', () => {
  it('writes street house_number, city', () => {
    expect(
      formatAddress({ street: 'Lange Nieuwstraat', houseNumber: '38a', city: 'Utrecht' }),
    ).toBe('Lange Nieuwstraat 38a, Utrecht');
  });

  it('leaves out missing parts', () => {
    expect(formatAddress({ street: 'Kerkweg', city: 'Gouda' })).toBe('Kerkweg, Gouda');
    expect(formatAddress({ city: 'Gouda' })).toBe('Gouda');
    expect(formatAddress({ street: null, houseNumber: null, city: null })).toBe('');
  });
});

describe('calendarEventTypeLabels', () => {
  it('labels the types in Dutch', () => {
    expect(calendarEventTypeLabels.shift).toBe('Dienst');
    expect(calendarEventTypeLabels.unavailable).toBe('Niet beschikbaar');
    expect(calendarEventTypeLabels.freelancer_request).toBe('Aanvraag');
  });
});

describe('nightShiftTypes', () => {
  it('are shifts and freelancer requests, not unavailable periods', () => {
    expect([...nightShiftTypes].sort()).toEqual(['freelancer_request', 'shift']);
  });
});
