export { DatePicker, type DatePickerProps } from './DatePicker';
export { parseIsoDate, toIsoDate, todayIsoDate } from './isoDate';
