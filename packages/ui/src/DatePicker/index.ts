export { DatePicker, type DatePickerProps } from './DatePicker';
export { parseIsoDate, toIsoDate } from './isoDate';
