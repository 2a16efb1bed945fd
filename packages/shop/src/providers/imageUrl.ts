import type { ImageUrlBuilder } from '@hemma/widgets';

/** The widths the commerce API draws every picture at; any other width is a 404. */
export { imageWidths as commerceImageWidths } from '@hemma/ui';

export type ImageKind = 'cms' | 'product';

/** The commerce API serves every picture at {base}/{kind}/{width}/{file name}. */
export function imageUrlBuilder(baseUrl: string, kind: ImageKind): ImageUrlBuilder {
  const base = baseUrl.replace(/\/$/, '');
  return (fileName, width) => `${base}/${kind}/${width}/${encodeURIComponent(fileName)}`;
}
