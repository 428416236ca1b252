import { describe, expect, it } from 'vitest';

/**
 * Every Dutch text of the app, as a user reads it: each text, and each text made from a count
 * (called with 0, 1, 2 and 21), holds no placeholder left unfilled, such as the `#` of a plural
 * form that `plural` does not replace ('Verloopt over # dagen') or a `{name}`.
 */
const modules = import.meta.glob<Record<string, unknown>>('./**/messages.ts', { eager: true });

const COUNTS = [0, 1, 2, 21];
const UNFILLED = /#|\{\w+\}/;

/** Each text of a messages module, with where it lies ('profile/messages.ts › expiresIn(2)'). */
function* texts(value: unknown, where: string): Generator<[string, string]> {
  if (typeof value === 'string') {
    yield [where, value];
  } else if (typeof value === 'function') {
    for (const count of COUNTS) {
      let made: unknown;
      try {
        made = (value as (...args: unknown[]) => unknown)(count, count, count);
      } catch {
        continue; // a text made from something other than numbers
      }
      yield* texts(made, `${where}(${count})`);
    }
  } else if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, inner] of Object.entries(value)) yield* texts(inner, `${where} › ${key}`);
  } else if (Array.isArray(value)) {
    for (const [index, inner] of value.entries()) yield* texts(inner, `${where}[${index}]`);
  }
}

describe('the Dutch texts', () => {
  it('are found in every messages module', () => {
    expect(Object.keys(modules).length).toBeGreaterThanOrEqual(12);
  });

  it('leave no placeholder unfilled, counted ones included', () => {
    const unfilled = Object.entries(modules).flatMap(([file, module]) =>
      [...texts(module, file)].filter(([, text]) => UNFILLED.test(text)),
    );
    expect(unfilled).toEqual([]);
  });
});
