import { describe, expect, it } from 'vitest';
import { RpcError } from '@pidz/contracts';
import { overlapMessage } from './overlap';

const overlap = (data?: unknown) =>
  new RpcError({ code: 1702, message: 'A calendar item already exists at this time.', data });

describe('overlapMessage', () => {
  it('names the clashing days, in Dutch with the weekday', () => {
    expect(overlapMessage(overlap({ dates: ['2026-11-30', '2026-12-01'] }))).toBe(
      'Er bestaat al een agenda-item op dit tijdstip: maandag 30 november 2026 en dinsdag 1 december 2026.',
    );
  });

  it('names three days and counts the others', () => {
    const dates = ['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04'];
    expect(overlapMessage(overlap({ dates }))).toBe(
      'Er bestaat al een agenda-item op dit tijdstip: maandag 30 november 2026, dinsdag 1 december 2026, woensdag 2 december 2026 en 2 andere dagen.',
    );
  });

  it('says the clash without days when the answer names none', () => {
    expect(overlapMessage(overlap())).toBe('Er bestaat al een agenda-item op dit tijdstip.');
    expect(overlapMessage(overlap({ dates: [3] }))).toBe(
      'Er bestaat al een agenda-item op dit tijdstip.',
    );
  });

  it('is undefined for any other failure', () => {
    expect(overlapMessage(new RpcError({ code: 1703, message: 'x' }))).toBeUndefined();
    expect(overlapMessage(new Error('x'))).toBeUndefined();
  });
});
