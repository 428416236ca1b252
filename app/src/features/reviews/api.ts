import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Feedback, FeedbackAttachment } from '@pidz/contracts';
import { rpcQuery } from '../../lib/platform/queries';
import { useRpcMutation } from '../../lib/platform/rpcMutation';

/** The open periodical review, with the review given so far (`feedback:getPeriodicalReview`). */
export const periodicalReviewQuery = rpcQuery('feedback:getPeriodicalReview');

/** Changes the cached review's feedback. */
function updateFeedback(
  queryClient: QueryClient,
  change: (feedback: Feedback | null) => Feedback | null,
): void {
  queryClient.setQueryData(periodicalReviewQuery.queryKey, (review) =>
    review ? { ...review, feedback: change(review.feedback) } : review,
  );
}

/** Gives the review (`addReview`); the answer goes into the cached periodical review. */
export function useAddReview() {
  const queryClient = useQueryClient();
  return useRpcMutation('feedback:addReview', {
    onSuccess: (feedback) => updateFeedback(queryClient, () => feedback),
  });
}

/** Changes the review given before (`updateReview`). */
export function useUpdateReview() {
  const queryClient = useQueryClient();
  return useRpcMutation('feedback:updateReview', {
    onSuccess: (feedback) => updateFeedback(queryClient, () => feedback),
  });
}

/** Adds a file to the review (`feedback:addAsset`); it joins the cached review's attachments. */
export function useAddAttachment() {
  const queryClient = useQueryClient();
  return useRpcMutation('feedback:addAsset', {
    onSuccess: (attachment: FeedbackAttachment) =>
      updateFeedback(queryClient, (feedback) =>
        feedback ? { ...feedback, attachments: [...feedback.attachments, attachment] } : feedback,
      ),
  });
}
