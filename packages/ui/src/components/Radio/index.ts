export { Radio, RadioGroup, radioOrientations } from './Radio';
export type { RadioGroupProps, RadioOption, RadioProps } from './Radio';
