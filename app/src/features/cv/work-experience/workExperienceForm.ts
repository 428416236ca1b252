import {
  AppointmentType,
  type JobFunction,
  type WorkExperience,
  type WorkExperienceInput,
  type WorkExperienceUpdate,
} from '@pidz/contracts';
import { required, type FormItem, type SelectOption } from '@pidz/ui';
import {
  chosen,
  institutionFields,
  isAfter,
  optionalText,
  pastDateField,
} from '../../../lib/forms/formFields';
import { cvDateLimit } from '../../../lib/forms/dateBounds';
import { descriptionRules } from '../cvRules';
import { appointmentTypeLabels, cvFormMessages } from '../messages';

const messages = cvFormMessages.workExperience;
const shared = cvFormMessages.shared;

/**
 * The values of the work experience form. A current job (`isCurrent`) has no end date: the end
 * date field is then inactive (not shown, not validated) and saved as null, while what the user
 * typed stays in the values for when the box is cleared again (docs/decisions/0005).
 */
export interface WorkExperienceFormValues {
  /** The function's name (the contract's `function_name` is free text); from `function:getAll`. */
  functionName: string | null;
  /** A sector id from `sector:getAll`. */
  sectorId: number | null;
  appointmentType: AppointmentType | null;
  institutionName: string;
  institutionPlace: string;
  description: string;
  /** ISO `yyyy-MM-dd`. */
  startDate: string | null;
  /** ISO `yyyy-MM-dd`; ignored while `isCurrent`. */
  endDate: string | null;
  isCurrent: boolean;
}

/** The appointment types in the order the form offers them (spec section 3). */
const appointmentTypes: readonly AppointmentType[] = [
  AppointmentType.TEMPORARY,
  AppointmentType.PERMANENT,
  AppointmentType.INTERN,
];

/** The form's start values: empty for a new work experience, the item's own for an edit. */
export function initialWorkExperienceValues(
  item: WorkExperience | undefined,
): WorkExperienceFormValues {
  return {
    functionName: item?.function_name ?? null,
    sectorId: item?.sector_id ?? null,
    appointmentType: item?.appointment_type ?? null,
    institutionName: item?.institution_name ?? '',
    institutionPlace: item?.institution_place ?? '',
    description: item?.description ?? '',
    startDate: item?.start_date ?? null,
    endDate: item?.is_current ? null : (item?.end_date ?? null),
    isCurrent: item?.is_current ?? false,
  };
}

/**
 * The functions the combobox offers (value and label the function's name, as the contract keeps
 * the name), plus the edited item's own function when the lookup no longer lists it.
 */
export function functionOptions(
  functions: readonly JobFunction[],
  item: WorkExperience | undefined,
): SelectOption<string>[] {
  const names = functions.map((jobFunction) => jobFunction.name);
  if (item && !names.includes(item.function_name)) names.push(item.function_name);
  return [...new Set(names)].map((name) => ({ id: name, value: name, label: name }));
}

/** The appointment types as dropdown options. */
export function appointmentTypeOptions(): SelectOption<AppointmentType>[] {
  return appointmentTypes.map((type) => ({
    id: `appointment-${type}`,
    value: type,
    label: appointmentTypeLabels[type],
  }));
}

/** Whether the end date takes part in the form: not for a current job. */
function hasEndDate(values: WorkExperienceFormValues): boolean {
  return !values.isCurrent;
}

/**
 * The description of the work experience form (spec sections 3 and 5): function, sector and
 * appointment required; institution name and place required, at most 128 characters; description
 * optional, at most 512; the start date required, not in the future and not after the end date;
 * the end date (inactive for a current job) required, not in the future. Date pickers stop at today.
 */
export function workExperienceFormItems(options: {
  functions: readonly SelectOption<string>[];
  sectors: readonly SelectOption<number>[];
}): FormItem<WorkExperienceFormValues>[] {
  return [
    {
      kind: 'combobox',
      name: 'functionName',
      label: messages.functionField,
      options: options.functions,
      isRequired: true,
      rules: [required(messages.functionRequired)],
    },
    {
      kind: 'dropdown',
      name: 'sectorId',
      label: messages.sectorField,
      options: options.sectors,
      isRequired: true,
      rules: [required(messages.sectorRequired)],
    },
    {
      kind: 'dropdown',
      name: 'appointmentType',
      label: messages.appointmentField,
      options: appointmentTypeOptions(),
      isRequired: true,
      rules: [required(messages.appointmentRequired)],
    },
    ...institutionFields<WorkExperienceFormValues>(shared),
    {
      kind: 'textarea',
      name: 'description',
      label: messages.descriptionField,
      rules: descriptionRules(),
    },
    pastDateField<WorkExperienceFormValues, 'startDate'>(
      'startDate',
      {
        label: messages.startDateField,
        required: messages.startDateRequired,
        inFuture: messages.startDateInFuture,
      },
      {
        dependsOn: ['endDate', 'isCurrent'],
        earliest: cvDateLimit,
        extraRules: [
          (startDate, values) =>
            hasEndDate(values) && isAfter(startDate, values.endDate)
              ? messages.startDateAfterEndDate
              : null,
        ],
      },
    ),
    {
      kind: 'checkbox',
      name: 'isCurrent',
      label: messages.isCurrentField,
      description: messages.isCurrentDescription,
    },
    pastDateField<WorkExperienceFormValues, 'endDate'>(
      'endDate',
      {
        label: messages.endDateField,
        required: messages.endDateRequired,
        inFuture: messages.endDateInFuture,
      },
      { active: hasEndDate, earliest: cvDateLimit },
    ),
  ];
}

/** The validated values as the contract's model for `work_experience:create`. */
export function toWorkExperienceModel(values: WorkExperienceFormValues): WorkExperienceInput;
/** The validated values as the contract's model for `work_experience:update`. */
export function toWorkExperienceModel(
  values: WorkExperienceFormValues,
  id: number,
): WorkExperienceUpdate;
export function toWorkExperienceModel(
  values: WorkExperienceFormValues,
  id?: number,
): WorkExperienceInput | WorkExperienceUpdate {
  const model: WorkExperienceInput = {
    function_name: chosen(values.functionName, 'functionName').trim(),
    sector_id: chosen(values.sectorId, 'sectorId'),
    appointment_type: chosen(values.appointmentType, 'appointmentType'),
    institution_name: values.institutionName.trim(),
    institution_place: values.institutionPlace.trim(),
    description: optionalText(values.description),
    start_date: chosen(values.startDate, 'startDate'),
    end_date: hasEndDate(values) ? chosen(values.endDate, 'endDate') : null,
    is_current: values.isCurrent,
  };
  return id === undefined ? model : { id, ...model };
}
