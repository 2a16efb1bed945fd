import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const textarea = style({
  minHeight: `calc(${vars.control.heightM} * 2)`,
  resize: 'vertical',
});
