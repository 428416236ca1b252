export { DEFAULT_TEXTAREA_ROWS, TextArea, type TextAreaProps } from './TextArea';
