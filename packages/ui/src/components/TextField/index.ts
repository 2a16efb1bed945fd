export { TextField, textFieldTypes } from './TextField';
export type { TextFieldProps, TextFieldType } from './TextField';
