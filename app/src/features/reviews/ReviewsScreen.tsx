import { useState } from 'react';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import type { PeriodicalReview } from '@pidz/contracts';
import {
  Card,
  checkCircleIcon,
  FileList,
  FilePicker,
  Heading,
  Icon,
  TextArea,
  formatDate,
  type FormItem,
} from '@pidz/ui';
import { OLD_SITE_URL } from '../../config';
import { errorToast } from '../../lib/platform/errors';
import { featureFlagQuery } from '../../lib/platform/featureFlags';
import { Page } from '../../lib/screen/Page';
import { QueryBoundary } from '../../lib/screen/QueryBoundary';
import { ScreenForm } from '../../lib/forms/ScreenForm';
import { EmptyState, LoadingState } from '../../lib/screen/states';
import { showToast } from '../../lib/platform/toasts';
import { uploadCheck } from '../../lib/platform/uploadCheck';
import { fileAsBase64 } from '../../lib/platform/uploadRpc';
import { periodicalReviewQuery, useAddAttachment, useAddReview, useUpdateReview } from './api';
import { reviewMessages as messages } from './messages';
import {
  commentRules,
  initialReviewValues,
  ratingRules,
  toReviewModel,
  type ReviewValues,
} from './reviewForm';
import { StarRating } from './StarRating';

const AttachmentsPicker = styled.div`
  display: grid;
  gap: var(--pidz-space-xs);
`;

const Note = styled.p`
  margin: 0;
  color: var(--pidz-color-grey-600);
`;

/** 'Verstuurd': a review once saved has gone to the organisation, though it may still change. */
const Sent = styled.div`
  display: flex;
  align-items: flex-start;
  gap: var(--pidz-space-sm);
  padding: var(--pidz-space-sm) var(--pidz-space-md);
  border-radius: var(--pidz-radius-md);
  background: var(--pidz-color-green-light);

  & p {
    margin: 0;
  }
`;

function SentNotice({ organisation }: { organisation: string }) {
  return (
    <Sent data-review-sent>
      <Icon icon={checkCircleIcon} color="green" />
      <div>
        <p>
          <strong>{messages.sent(organisation)}</strong>
        </p>
        <p>{messages.sentChange}</p>
      </div>
    </Sent>
  );
}

/** The catalogue code for a file of a type the server does not take. */
const INVALID_FILE_TYPE = 609;

const items: readonly FormItem<ReviewValues>[] = [
  {
    kind: 'custom',
    name: 'rating',
    label: messages.rating,
    isRequired: true,
    rules: ratingRules,
    render: ({ value, onChange, onBlur, errorMessage, isRequired }) => (
      <StarRating
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        errorMessage={errorMessage}
        isRequired={isRequired}
      />
    ),
  },
  {
    kind: 'custom',
    name: 'comment',
    label: messages.comment,
    rules: commentRules,
    render: ({ value, ...field }) => (
      <TextArea
        {...field}
        value={value}
        rows={5}
        description={messages.commentCounter(value.length)}
      />
    ),
  },
];

function ReviewForm({ review }: { review: PeriodicalReview }) {
  const add = useAddReview();
  const update = useUpdateReview();
  const addAttachment = useAddAttachment();
  const [files, setFiles] = useState<File[]>([]);
  const feedback = review.feedback;

  const save = async (values: ReviewValues) => {
    const model = toReviewModel(values);
    const saved = feedback
      ? await update.mutateAsync({ feedbackModel: { id: feedback.id, ...model } })
      : await add.mutateAsync({ feedbackModel: { periodical_review_id: review.id, ...model } });
    for (const file of files) {
      await addAttachment.mutateAsync({
        asset: { feedback_id: saved.id, file_name: file.name, data: await fileAsBase64(file) },
      });
      setFiles((chosen) => chosen.filter((candidate) => candidate !== file));
    }
    showToast({ type: 'success', title: messages.saved });
  };

  return (
    <Card as="section" aria-labelledby="review-title">
      <Heading level={2} id="review-title" size="lg">
        <bdi>{review.organisation_name}</bdi>, <bdi>{review.department_name}</bdi>
      </Heading>
      <p>{messages.period(formatDate(review.period_start), formatDate(review.period_end))}</p>
      {feedback ? <SentNotice organisation={review.organisation_name} /> : <p>{messages.intro}</p>}
      <ScreenForm<ReviewValues>
        draftKey={`review:${String(review.id)}`}
        aria-label={messages.formLabel}
        items={items}
        defaultValues={initialReviewValues(feedback)}
        onSubmit={save}
        beforeActions={
          <AttachmentsPicker>
            <FilePicker
              label={messages.attachments}
              value={files}
              onChange={setFiles}
              checkFile={uploadCheck}
              onRejectedType={() => showToast(errorToast(INVALID_FILE_TYPE))}
            />
            {files.length > 0 ? <Note role="status">{messages.attachOnSave}</Note> : null}
          </AttachmentsPicker>
        }
      />
      <Heading level={3} size="md">
        {messages.attached}
      </Heading>
      <FileList
        existingFiles={(feedback?.attachments ?? []).map((attachment) => ({
          id: attachment.id,
          filename: attachment.file_name,
        }))}
      />
    </Card>
  );
}

function OpenReview() {
  const { data: review } = useSuspenseQuery(periodicalReviewQuery);
  return review ? <ReviewForm review={review} /> : <EmptyState>{messages.none}</EmptyState>;
}

/**
 * `/reviews` (flag `ffe-feedback`): the open periodical review (organisation, department, period)
 * and the review form: 1 to 5 stars, a comment of at most 512 characters
 * with a counter, files (spec section 5's picker rules) above 'Opslaan', which sends them
 * (`addReview`, later `updateReview`, then `addAsset` per chosen file; a note says so while files
 * wait). With the flag off, reviews live on the older
 * site: the page links there (the menu does too).
 */
export function ReviewsScreen() {
  const flag = useQuery(featureFlagQuery('ffe-feedback'));
  return (
    <Page title={messages.title}>
      {flag.isPending ? (
        <LoadingState />
      ) : flag.data ? (
        <QueryBoundary>
          <OpenReview />
        </QueryBoundary>
      ) : (
        <EmptyState>
          {messages.oldSite} <a href={`${OLD_SITE_URL}/reviews`}>{messages.oldSiteLink}</a>
        </EmptyState>
      )}
    </Page>
  );
}
