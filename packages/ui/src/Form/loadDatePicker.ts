import type * as DatePickerModuleExports from '../DatePicker/DatePicker';

type DatePickerModule = typeof DatePickerModuleExports;

let loading: Promise<DatePickerModule> | undefined;

/**
 * Loads the date picker's code (react-aria's calendar and @internationalized/date), for a form's
 * date fields; a screen whose forms hold dates can start it beside the forms' own code. A module
 * of its own: whoever imports it gets the dynamic import only, not the form's fields. Loaded once
 * (a failed load is tried again on the next call); once loaded, its promise says so as React's
 * `use` reads a settled promise, so that a form rendered after the load (a screen preloads it
 * when idle) has its date fields in its first render. A promise React has not seen settle makes
 * `use` suspend: the form showed its pending fields first, and React holds the reveal of a
 * boundary back until 300 ms after its fallback showed (docs/decisions/0039).
 */
export function loadDatePicker(): Promise<DatePickerModule> {
  if (loading) return loading;
  const promise: Promise<DatePickerModule> = import('../DatePicker/DatePicker').then(
    (module) => {
      Object.assign(promise, { status: 'fulfilled', value: module });
      return module;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  loading = promise;
  return promise;
}
