export { FieldDescription, FieldFrame, FieldLabel, FieldMessage, describedBy } from './Field';
export type { FieldFrameProps, FieldTextProps } from './Field';
export { useFieldControl } from './useFieldControl';
export type { FieldControlOptions } from './useFieldControl';
export { useFieldValidation } from './useFieldValidation';
export type { FieldValidationOptions } from './useFieldValidation';
