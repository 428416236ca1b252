export { TextField, type TextFieldProps, type TextValueFieldProps } from './TextField';
