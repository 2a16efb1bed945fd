import { vars } from '../themes/contract.css';

/** The steps of the theme's space scale, by name: what a layout primitive's `gap` takes. */
export type SpaceStep = keyof typeof vars.space;
export const spaceSteps = Object.keys(vars.space) as SpaceStep[];

/** A recipe variant per space step, setting one property to that step (`gap`, `paddingBlock`...). */
export function spaceVariants(property: 'gap' | 'rowGap' | 'columnGap') {
  return Object.fromEntries(spaceSteps.map((step) => [step, { [property]: vars.space[step] }])) as {
    [Step in SpaceStep]: { [property: string]: string };
  };
}
