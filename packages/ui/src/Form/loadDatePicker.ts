import { loadOnce } from '../loading/loadOnce';

/**
 * Loads the date picker's code (react-aria's calendar and @internationalized/date), for a form's
 * date fields; a screen whose forms hold dates can start it beside the forms' own code. A module
 * of its own: whoever imports it gets the dynamic import only, not the form's fields. Loaded once;
 * a form rendered after the load has its date fields in its first render (loadOnce).
 */
export const loadDatePicker = loadOnce(() => import('../DatePicker/DatePicker'));
