import type { Feedback } from '@pidz/contracts';
import { maxLength, required, type Rule } from '@pidz/ui';
import { COMMENT_MAX_LENGTH, reviewMessages as messages } from './messages';

/** The values of the review form: the stars as a radio value ('1' to '5'), the comment. */
export interface ReviewValues {
  rating: string | null;
  comment: string;
}

/** The star values of the radio group, 1 to 5. */
export const STAR_VALUES = ['1', '2', '3', '4', '5'] as const;

/** The values of a review given before, or an empty form. */
export function initialReviewValues(feedback: Feedback | null): ReviewValues {
  return feedback
    ? { rating: String(feedback.rating), comment: feedback.comment ?? '' }
    : { rating: null, comment: '' };
}

/** The rules of the stars: one of 1 to 5 chosen. */
export const ratingRules: readonly Rule<ReviewValues, string | null>[] = [
  required(messages.ratingRequired),
  (value) => STAR_VALUES.some((stars) => stars === value) || messages.ratingRequired,
];

/** The rules of the comment: at most 512 characters. */
export const commentRules: readonly Rule<ReviewValues, string>[] = [
  maxLength(COMMENT_MAX_LENGTH, messages.commentTooLong),
];

/** The stars and comment as the contract takes them (an empty comment is null). */
export function toReviewModel(values: ReviewValues): { rating: number; comment: string | null } {
  const comment = values.comment.trim();
  return { rating: Number(values.rating), comment: comment === '' ? null : comment };
}
