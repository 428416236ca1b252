import type { FormItem, SelectOption } from '@pidz/ui';
import type { LinkedDepartment, StandardRates } from '@pidz/contracts';
import { amountInput, parseAmount, rateRule, toCents } from '../../lib/words/amounts';
import type { OrganisationWithDepartments } from '../../entities/linkedOrganisations';
import { ratesMessages as messages } from './messages';

/** The standard rates form's values: the amounts as typed. */
export interface StandardRatesValues {
  rate: string;
  periodicalRate: string;
}

/**
 * The standard rates form: both amounts, required (spec section 5 'Rates'), each more than € 0,00
 * and at most € 999,99 ({@link rateRule}).
 */
export const standardRatesItems: readonly FormItem<StandardRatesValues>[] = [
  {
    kind: 'input',
    name: 'rate',
    label: messages.rate,
    description: messages.amountHelp,
    inputMode: 'decimal',
    isRequired: true,
    rules: [rateRule],
  },
  {
    kind: 'input',
    name: 'periodicalRate',
    label: messages.periodicalRate,
    description: messages.amountHelp,
    inputMode: 'decimal',
    isRequired: true,
    rules: [rateRule],
  },
];

/** The saved standard rates as form values. */
export function standardRatesValues(rates: StandardRates): StandardRatesValues {
  return { rate: amountInput(rates.rate), periodicalRate: amountInput(rates.periodical_rate) };
}

/** The valid values as the rates to save. */
export function toStandardRates(values: StandardRatesValues) {
  return {
    rate: parseAmount(values.rate) ?? 0,
    periodical_rate: parseAmount(values.periodicalRate) ?? 0,
  };
}

/**
 * Whether a deviating rate can be added: some organisation has a linked department to choose. A
 * new user, or one who blocked every organisation, has none (the screens say so and where to link
 * one, rather than offer an empty choice).
 */
export function hasLinkedDepartment(groups: readonly OrganisationWithDepartments[]): boolean {
  return groups.some(({ departments }) =>
    departments.some((department) => department.status === 'linked'),
  );
}

/** The deviating rate form's values. */
export interface DeviatingRateValues {
  organisation: number | null;
  department: number | null;
  rate: string;
  periodicalRate: string;
}

/** An amount field left empty means: no deviating rate, the standard rate applies. */
function optionalAmount(text: string): number | null {
  return text.trim() === '' ? null : parseAmount(text);
}

/** The amount rule for a field that may stay empty, as long as the other one is filled in. */
const deviatingAmountRule =
  (other: 'rate' | 'periodicalRate') =>
  (text: string, values: DeviatingRateValues): string | null => {
    if (text.trim() !== '') return rateRule(text);
    return values[other].trim() === '' ? messages.atLeastOne : null;
  };

const amountItems: readonly FormItem<DeviatingRateValues>[] = [
  {
    kind: 'input',
    name: 'rate',
    label: messages.rate,
    description: messages.deviatingAmountHelp,
    inputMode: 'decimal',
    rules: [deviatingAmountRule('periodicalRate')],
    dependsOn: ['periodicalRate'],
  },
  {
    kind: 'input',
    name: 'periodicalRate',
    label: messages.periodicalRate,
    description: messages.deviatingAmountHelp,
    inputMode: 'decimal',
    rules: [deviatingAmountRule('rate')],
    dependsOn: ['rate'],
  },
];

/**
 * The deviating rate form. Adding: the organisation, then one of its linked departments (one
 * combobox per organisation, shown while that organisation is chosen), and the amounts. Changing:
 * the amounts only (the department is fixed; the screen names it).
 */
export function deviatingRateItems(
  groups: readonly OrganisationWithDepartments[],
  department: LinkedDepartment | undefined,
): readonly FormItem<DeviatingRateValues>[] {
  if (department) return amountItems;
  const organisationOptions: SelectOption<number>[] = groups.map(({ organisation }) => ({
    id: organisation.organisation_id,
    value: organisation.organisation_id,
    label: organisation.organisation_name,
  }));
  const departmentFields = groups.map(
    ({ organisation, departments }): FormItem<DeviatingRateValues> => {
      const options: SelectOption<number>[] = departments
        .filter((candidate) => candidate.status === 'linked')
        .map((candidate) => ({
          id: candidate.department_id,
          value: candidate.department_id,
          label: candidate.department_name,
        }));
      return {
        kind: 'combobox',
        name: 'department',
        label: messages.department,
        options,
        isRequired: true,
        active: (values) => values.organisation === organisation.organisation_id,
        dependsOn: ['organisation'],
        rules: [
          (value) =>
            options.some((option) => option.value === value) ? null : messages.chooseDepartment,
        ],
      };
    },
  );
  return [
    {
      kind: 'combobox',
      name: 'organisation',
      label: messages.organisation,
      options: organisationOptions,
      isRequired: true,
      rules: [(value) => (value === null ? messages.chooseOrganisation : null)],
    },
    ...departmentFields,
    ...amountItems,
  ];
}

/** A department's deviating rates as form values; empty when adding. */
export function deviatingRateValues(department: LinkedDepartment | undefined): DeviatingRateValues {
  return {
    organisation: department?.organisation_id ?? null,
    department: department?.department_id ?? null,
    rate: amountInput(department?.rate ?? null),
    periodicalRate: amountInput(department?.periodical_rate ?? null),
  };
}

/**
 * The new deviating rate as the params of `freelancer:updateLinkedDepartment`: only the amounts
 * filled in are sent, so a rate already set for the other field stays.
 */
export function toDeviatingRateModel(values: DeviatingRateValues) {
  const rate = optionalAmount(values.rate);
  const periodical = optionalAmount(values.periodicalRate);
  return {
    linkedDepartmentModel: {
      department_id: values.department ?? 0,
      ...(rate === null ? {} : { rate }),
      ...(periodical === null ? {} : { periodical_rate: periodical }),
    },
  };
}

/** The deviating rates a department should have after a change. */
export interface DeviatingRateChange {
  department: LinkedDepartment;
  rate: number | null;
  periodical_rate: number | null;
}

const RATE_FIELDS = ['rate', 'periodical_rate'] as const;

/** Whether two amounts (or none) are the same, compared in cents. */
function sameAmount(a: number | null, b: number | null): boolean {
  return a === null || b === null ? a === b : toCents(a) === toCents(b);
}

/**
 * The `freelancer:updateLinkedDepartment` models that make a change, in order. The server refuses
 * an amount where one is set (1605: "remove it first", contract), so a changed amount is cleared
 * in a first call and set in a second; an unchanged field is not sent; no change, no call.
 */
export function deviatingRateSteps({ department, ...wanted }: DeviatingRateChange) {
  const changed = RATE_FIELDS.filter((field) => !sameAmount(wanted[field], department[field]));
  const cleared = changed.filter((field) => department[field] !== null);
  const set = changed.filter((field) => wanted[field] !== null);
  const step = (
    fields: readonly (typeof RATE_FIELDS)[number][],
    value: (field: (typeof RATE_FIELDS)[number]) => number | null,
  ) => ({
    department_id: department.department_id,
    ...Object.fromEntries(fields.map((field) => [field, value(field)])),
  });
  return [
    ...(cleared.length > 0 ? [step(cleared, () => null)] : []),
    ...(set.length > 0 ? [step(set, (field) => wanted[field])] : []),
  ];
}

/** The changed deviating rates of a department (empty fields: back to the standard rate). */
export function toDeviatingRateChange(
  values: DeviatingRateValues,
  department: LinkedDepartment,
): DeviatingRateChange {
  return {
    department,
    rate: optionalAmount(values.rate),
    periodical_rate: optionalAmount(values.periodicalRate),
  };
}
