/**
 * Loads the date picker's code (react-aria's calendar and @internationalized/date), for a form's
 * date fields; a screen whose forms hold dates can start it beside the forms' own code. A module
 * of its own: whoever imports it gets the dynamic import only, not the form's fields.
 */
export const loadDatePicker = () => import('../DatePicker/DatePicker');
