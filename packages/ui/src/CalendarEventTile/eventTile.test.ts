import { describe, expect, it } from 'vitest';
import {
  CalendarEventType,
  calendarEventTypeInfo,
  crossesMidnight,
  formatAddress,
  formatTimeRange,
  isSquashed,
  nextSquashStep,
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

describe('formatTimeRange', () => {
  it('shows the times in Amsterdam in winter (UTC+1)', () => {
    expect(formatTimeRange('2026-01-15T06:30:00Z', '2026-01-15T15:00:00Z')).toBe('07:30–16:00');
  });

  it('shows the times in Amsterdam in summer (UTC+2), whatever offset the input has', () => {
    expect(formatTimeRange('2026-07-01T08:00:00+02:00', '2026-07-01T14:45:00Z')).toBe(
      '08:00–16:45',
    );
  });

  it('writes midnight as 00:00', () => {
    expect(formatTimeRange('2026-01-15T22:00:00Z', '2026-01-16T06:00:00Z')).toBe('23:00–07:00');
  });
});

describe('crossesMidnight', () => {
  it('is true for a night shift', () => {
    expect(crossesMidnight('2026-03-10T23:00:00+01:00', '2026-03-11T07:00:00+01:00')).toBe(true);
  });

  it('is false for a day shift', () => {
    expect(crossesMidnight('2026-03-10T07:00:00+01:00', '2026-03-10T15:00:00+01:00')).toBe(false);
  });

  it('is false for a shift ending at exactly midnight', () => {
    expect(crossesMidnight('2026-03-10T16:00:00+01:00', '2026-03-11T00:00:00+01:00')).toBe(false);
  });

  it('judges midnight in Amsterdam, not in UTC', () => {
    // 23:30 UTC is already the next day in Amsterdam: this shift stays within one Amsterdam day.
    expect(crossesMidnight('2026-03-10T23:30:00Z', '2026-03-11T06:00:00Z')).toBe(false);
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

describe('calendarEventTypeInfo', () => {
  it('labels the types in Dutch', () => {
    expect(calendarEventTypeInfo[CalendarEventType.SHIFT].label).toBe('Dienst');
    expect(calendarEventTypeInfo[CalendarEventType.UNAVAILABLE].label).toBe('Niet beschikbaar');
    expect(calendarEventTypeInfo[CalendarEventType.FREELANCER_REQUEST].label).toBe('Aanvraag');
  });
});
