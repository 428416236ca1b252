import {
  TrainingMethod,
  TrainingSubjectId,
  type Training,
  type TrainingInput,
  type TrainingSubject,
  type TrainingUpdate,
} from '@pidz/contracts';
import { required, type FormItem, type SelectOption } from '@pidz/ui';
import {
  chosen,
  institutionFields,
  otherSubjectOf,
  pastDateField,
  subjectWithOtherFields,
} from '../../../lib/forms/formFields';
import { cvDateLimit } from '../../../lib/forms/dateBounds';
import { lookupOptions, withOtherLast } from '../cvRules';
import { cvFormMessages, trainingMethodLabels } from '../messages';

const messages = cvFormMessages.training;
const shared = cvFormMessages.shared;

/** The values of the training form. */
export interface TrainingFormValues {
  /** A training subject id from `training_subject:getTrainingSubjects`. */
  subject: number | null;
  /** The typed subject; only part of the form while subject is the 'other' option. */
  otherSubject: string;
  method: TrainingMethod | null;
  institutionName: string;
  institutionPlace: string;
  /** The date the training was completed, ISO `yyyy-MM-dd`. */
  acquiredAt: string | null;
}

/** The training methods in the order the form offers them (spec section 3). */
const trainingMethods: readonly TrainingMethod[] = [
  TrainingMethod.CERTIFICATE_THEORY,
  TrainingMethod.CERTIFICATE_PRACTICE,
  TrainingMethod.PARTICIPATION_THEORY,
  TrainingMethod.PARTICIPATION_PRACTICE,
];

/** The form's start values: empty for a new training, the item's own for an edit. */
export function initialTrainingValues(item: Training | undefined): TrainingFormValues {
  return {
    subject: item?.subject ?? null,
    otherSubject: item?.other_subject ?? '',
    method: item?.method ?? null,
    institutionName: item?.institution_name ?? '',
    institutionPlace: item?.institution_place ?? '',
    acquiredAt: item?.acquired_at ?? null,
  };
}

/** The training subjects as dropdown options, with the 'other' option (94) last. */
export function trainingSubjectOptions(
  subjects: readonly TrainingSubject[],
): SelectOption<number>[] {
  return withOtherLast(lookupOptions(subjects), TrainingSubjectId.OTHER);
}

/** The training methods as dropdown options. */
export function trainingMethodOptions(): SelectOption<TrainingMethod>[] {
  return trainingMethods.map((method) => ({
    id: method,
    value: method,
    label: trainingMethodLabels[method],
  }));
}

/**
 * The description of the training form (spec sections 3 and 5): the subject required; the other
 * subject only for the 'other' option (94), then required, at most 128 characters; the method
 * required; institution name and place required, at most 128; the date obtained required and not
 * in the future (its picker stops at today).
 */
export function trainingFormItems(
  subjects: readonly SelectOption<number>[],
): FormItem<TrainingFormValues>[] {
  return [
    ...subjectWithOtherFields<TrainingFormValues>({
      subjects,
      otherId: TrainingSubjectId.OTHER,
      texts: { ...messages, maxLength128: shared.maxLength128 },
    }),
    {
      kind: 'dropdown',
      name: 'method',
      label: messages.methodField,
      options: trainingMethodOptions(),
      isRequired: true,
      rules: [required(messages.methodRequired)],
    },
    ...institutionFields<TrainingFormValues>(shared),
    pastDateField<TrainingFormValues, 'acquiredAt'>(
      'acquiredAt',
      {
        label: messages.acquiredAtField,
        required: messages.acquiredAtRequired,
        inFuture: messages.acquiredAtInFuture,
      },
      { earliest: cvDateLimit },
    ),
  ];
}

/** The validated values as the contract's model for `training:create`. */
export function toTrainingModel(values: TrainingFormValues): TrainingInput;
/** The validated values as the contract's model for `training:update`. */
export function toTrainingModel(values: TrainingFormValues, id: number): TrainingUpdate;
export function toTrainingModel(
  values: TrainingFormValues,
  id?: number,
): TrainingInput | TrainingUpdate {
  const model: TrainingInput = {
    subject: chosen(values.subject, 'subject'),
    other_subject: otherSubjectOf(values, TrainingSubjectId.OTHER),
    method: chosen(values.method, 'method'),
    institution_name: values.institutionName.trim(),
    institution_place: values.institutionPlace.trim(),
    acquired_at: chosen(values.acquiredAt, 'acquiredAt'),
  };
  return id === undefined ? model : { id, ...model };
}
