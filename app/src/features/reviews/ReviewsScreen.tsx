import { useState } from 'react';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import type { PeriodicalReview } from '@pidz/contracts';
import {
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
import { oneRecordForm, RecordFormScreen } from '../../lib/forms/RecordFormScreen';
import { paths } from '../../paths';
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

/** What the reviews page reads: the flag (off until it answers, and when asking fails) and the review. */
interface ReviewsData {
  isFlagPending: boolean;
  isOn: boolean;
  review: PeriodicalReview | null;
}

/** The files chosen to go with the next save, above 'Opslaan', and the note that they will. */
function AttachmentsField({
  files,
  onChange,
}: {
  files: File[];
  onChange: (files: File[]) => void;
}) {
  return (
    <AttachmentsPicker>
      <FilePicker
        label={messages.attachments}
        value={files}
        onChange={onChange}
        checkFile={uploadCheck}
        onRejectedType={() => showToast(errorToast(INVALID_FILE_TYPE))}
      />
      {files.length > 0 ? <Note role="status">{messages.attachOnSave}</Note> : null}
    </AttachmentsPicker>
  );
}

/**
 * The review of the open periodical review: the stars and the comment, and the files chosen to go
 * with the save (`addReview`, later `updateReview`, then `addAsset` per file). It stays on the
 * page after a save, which the card then says was sent.
 */
const reviewForm = oneRecordForm({
  titles: { edit: messages.title },
  useData: (): ReviewsData => {
    const flag = useQuery(featureFlagQuery('ffe-feedback'));
    const { data: review } = useSuspenseQuery(periodicalReviewQuery);
    return { isFlagPending: flag.isPending, isOn: flag.data === true, review };
  },
  find: (data) => data.review,
  draftKey: (review) => `review:${String(review?.id)}`,
  labelOf: () => messages.formLabel,
  toValues: (review) => initialReviewValues(review?.feedback ?? null),
  useForm: ({ record: review }) => {
    const add = useAddReview();
    const update = useUpdateReview();
    const addAttachment = useAddAttachment();
    const [files, setFiles] = useState<File[]>([]);
    const save = async (values: ReviewValues) => {
      if (!review) throw new Error('No open review to save');
      const model = toReviewModel(values);
      const saved = review.feedback
        ? await update.mutateAsync({ feedbackModel: { id: review.feedback.id, ...model } })
        : await add.mutateAsync({ feedbackModel: { periodical_review_id: review.id, ...model } });
      for (const file of files) {
        await addAttachment.mutateAsync({
          asset: { feedback_id: saved.id, file_name: file.name, data: await fileAsBase64(file) },
        });
        setFiles((chosen) => chosen.filter((candidate) => candidate !== file));
      }
      return saved;
    };
    return {
      items,
      save,
      beforeActions: <AttachmentsField files={files} onChange={setFiles} />,
    };
  },
  onSaved: () => showToast({ type: 'success', title: messages.saved }),
  afterSave: () => null,
  canCancel: false,
});

/** What the page shows instead of the form: while the flag answers, with it off, or no review. */
function InsteadOfTheForm({ data }: { data: ReviewsData }) {
  if (data.isFlagPending) return <LoadingState />;
  if (!data.isOn) {
    return (
      <EmptyState>
        {messages.oldSite} <a href={`${OLD_SITE_URL}/reviews`}>{messages.oldSiteLink}</a>
      </EmptyState>
    );
  }
  return <EmptyState>{messages.none}</EmptyState>;
}

/** The review's organisation, department and period, and whether it was sent. */
function ReviewHeader({ review }: { review: PeriodicalReview }) {
  return (
    <div>
      <Heading level={2} size="lg">
        <bdi>{review.organisation_name}</bdi>, <bdi>{review.department_name}</bdi>
      </Heading>
      <p>{messages.period(formatDate(review.period_start), formatDate(review.period_end))}</p>
      {review.feedback ? (
        <SentNotice organisation={review.organisation_name} />
      ) : (
        <p>{messages.intro}</p>
      )}
    </div>
  );
}

/** The files the review has. */
function Attached({ review }: { review: PeriodicalReview }) {
  return (
    <div>
      <Heading level={3} size="md">
        {messages.attached}
      </Heading>
      <FileList
        existingFiles={(review.feedback?.attachments ?? []).map((attachment) => ({
          id: attachment.id,
          filename: attachment.file_name,
        }))}
      />
    </div>
  );
}

/**
 * `/reviews` (flag `ffe-feedback`): the open periodical review (organisation, department, period)
 * and its review form (the shared form helper): 1 to 5 stars, a comment of at most 512 characters
 * with a counter, files (spec section 5's picker rules) above 'Opslaan', which sends them (a note
 * says so while files wait). With the flag off, reviews live on the older site: the page links
 * there (the menu does too).
 */
export function ReviewsScreen() {
  return (
    <RecordFormScreen
      form={reviewForm}
      returnTo={paths.reviews.overview()}
      instead={({ data, record }) =>
        (!data.isOn || record === null) && <InsteadOfTheForm data={data} />
      }
      above={({ record }) => record && <ReviewHeader review={record} />}
      below={({ record }) => record && <Attached review={record} />}
    />
  );
}
