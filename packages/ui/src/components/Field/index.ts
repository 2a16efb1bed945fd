export { FieldDescription, FieldLabel, FieldMessage, describedBy } from './Field';
export type { FieldTextProps } from './Field';
export { useFieldValidation } from './useFieldValidation';
export type { FieldValidationOptions } from './useFieldValidation';
