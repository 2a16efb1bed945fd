export { Inline, inlineAlignments, inlineJustifications } from './Inline';
export type { InlineAlignment, InlineJustification, InlineProps } from './Inline';
