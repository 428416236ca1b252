import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { commentRules, initialReviewValues, ratingRules, toReviewModel } from './reviewForm';

const values = { rating: '4', comment: '' };

/** The first message of a field's rules, as the form finds it. */
async function firstError<T>(
  rules: readonly ((value: T, all: typeof values) => unknown)[],
  value: T,
) {
  for (const rule of rules) {
    const result = await rule(value, values);
    if (typeof result === 'string' && result !== '') return result;
  }
  return null;
}

describe('the review form', () => {
  it('takes 1 to 5 stars and nothing else', async () => {
    for (const stars of ['1', '2', '3', '4', '5'])
      expect(await firstError(ratingRules, stars)).toBeNull();
    for (const stars of [null, '', '0', '6', '4.5']) {
      expect(await firstError(ratingRules, stars)).toBe('Kies 1 tot 5 sterren');
    }
  });

  it('takes a comment of at most 512 characters', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 600 }), async (comment) => {
        expect(await firstError(commentRules, comment)).toBe(
          comment.trim() !== '' && comment.length > 512 ? 'Maximaal 512 karakters' : null,
        );
      }),
    );
  });

  it('maps the values to the contract and back', () => {
    expect(toReviewModel({ rating: '4', comment: '  Prima  ' })).toEqual({
      rating: 4,
      comment: 'Prima',
    });
    expect(toReviewModel({ rating: '2', comment: ' ' })).toEqual({ rating: 2, comment: null });
    expect(
      initialReviewValues({
        id: 1,
        periodical_review_id: 2,
        rating: 3,
        comment: null,
        attachments: [],
      }),
    ).toEqual({ rating: '3', comment: '' });
    expect(initialReviewValues(null)).toEqual({ rating: null, comment: '' });
  });
});
