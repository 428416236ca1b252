import type { Feedback } from '@pidz/contracts';
import type { BackendMethods } from '../../handlers/generated/methods.ts';
import type { BackendState } from '../state.ts';
import { nextId } from '../state.ts';
import { BackendError, GENERIC_ERROR, findById } from '../errors.ts';
import { allowedUploadName } from '../files.ts';

/** The largest attachment the server takes: 8 MB before encoding (spec section 9). */
const MAX_UPLOAD_BYTES = 8 * 1024 * 1024;

/** The number of bytes a base64 text encodes. */
function base64Size(data: string): number {
  const padding = data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0;
  return Math.floor((data.length * 3) / 4) - padding;
}

function givenFeedback(state: BackendState, feedbackId: number): Feedback {
  const feedback = state.periodicalReviews
    .map((review) => review.feedback)
    .find((candidate) => candidate?.id === feedbackId);
  if (!feedback) throw new BackendError(GENERIC_ERROR, `Review ${feedbackId} does not exist`);
  return feedback;
}

/** feedback: periodical reviews of client departments. */
export const feedbackMethods = {
  'pidz.services.api.feedback:getPeriodicalReview': (_params, { state }) =>
    state.periodicalReviews[0] ?? null,

  'pidz.services.api.feedback:addReview': ({ feedbackModel: model }, { state }) => {
    const review = findById(
      state.periodicalReviews,
      model.periodical_review_id,
      'Periodical review',
    );
    if (review.feedback) {
      throw new BackendError(GENERIC_ERROR, `Periodical review ${review.id} already has a review`);
    }
    review.feedback = { id: nextId(state), ...model, attachments: [] };
    return review.feedback;
  },

  'pidz.services.api.feedback:updateReview': ({ feedbackModel: model }, { state }) => {
    const feedback = givenFeedback(state, model.id);
    Object.assign(feedback, { rating: model.rating, comment: model.comment });
    return feedback;
  },

  'pidz.services.api.feedback:addAsset': ({ asset }, { state }) => {
    if (base64Size(asset.data) > MAX_UPLOAD_BYTES) {
      throw new BackendError(GENERIC_ERROR, `${asset.file_name} is larger than 8 MB`);
    }
    const fileName = allowedUploadName(asset.file_name, asset.data);
    const feedback = givenFeedback(state, asset.feedback_id);
    const attachment = { id: nextId(state), file_name: fileName };
    feedback.attachments.push(attachment);
    return attachment;
  },
} satisfies Partial<BackendMethods>;
