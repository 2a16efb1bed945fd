export const containerDesigns = ['default', 'narrow', 'fullWidth'] as const;
export type ContainerDesign = (typeof containerDesigns)[number];

export const containerLayouts = ['full', 'half', 'third', 'quarter'] as const;
export type ContainerLayout = (typeof containerLayouts)[number];

export const columnsOf: Record<ContainerLayout, number> = {
  full: 1,
  half: 2,
  third: 3,
  quarter: 4,
};

/** The container's background, which the content system also calls its design. */
export const containerTones = ['none', 'light', 'dark', 'accent'] as const;
export type ContainerTone = (typeof containerTones)[number];

const squash = (value: string | null | undefined) =>
  (value ?? '').toLowerCase().replace(/[^a-z0-9/]/g, '');

/** The API writes 'full width', 'fullwidth' or 'full-width'; anything unknown is the default design. */
export function containerDesignOf(design: string | null | undefined): ContainerDesign {
  const key = squash(design);
  if (key === 'narrow') return 'narrow';
  if (key === 'fullwidth' || key === 'full' || key === 'wide') return 'fullWidth';
  return 'default';
}

/** 'light', 'dark' and 'accent' colour the container; 'transparent' and the width designs do not. */
export function containerToneOf(design: string | null | undefined): ContainerTone {
  const key = squash(design);
  return key === 'light' || key === 'dark' || key === 'accent' ? key : 'none';
}

const layoutAliases: Record<string, ContainerLayout> = {
  full: 'full',
  one: 'full',
  '1': 'full',
  '1/1': 'full',
  single: 'full',
  '100': 'full',
  half: 'half',
  halves: 'half',
  two: 'half',
  '2': 'half',
  '1/2': 'half',
  '50/50': 'half',
  third: 'third',
  thirds: 'third',
  three: 'third',
  '3': 'third',
  '1/3': 'third',
  '33/33/33': 'third',
  quarter: 'quarter',
  quarters: 'quarter',
  four: 'quarter',
  '4': 'quarter',
  '1/4': 'quarter',
  '25/25/25/25': 'quarter',
};

/** 'half', 'Halves', '1/2', '50/50' and '2' are the same layout; anything unknown is a full row. */
export function containerLayoutOf(layout: string | null | undefined): ContainerLayout {
  return layoutAliases[squash(layout)] ?? 'full';
}
