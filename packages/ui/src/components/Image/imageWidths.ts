import servedImageWidths from '../../../../../contract/imageWidths.json';

/**
 * The picture widths the image service renders (the commerce API's /images/<kind>/<width>/<file>):
 * one list for the service and for `Image`, so a page never asks for a width that is a 404 (issue
 * 22: cart thumbnails asked for 160 px). The list is the contract both sides read
 * (`contract/imageWidths.json`); neither imports the other's source.
 */
export const imageWidths: readonly number[] = servedImageWidths;

/**
 * The served widths that cover the requested ones: each requested width becomes the smallest
 * served width at least as wide (the widest when none is), without repeats, in ascending order.
 */
export function servedWidths(
  requested: readonly number[],
  served: readonly number[] = imageWidths,
): number[] {
  const widest = Math.max(...served);
  const chosen = requested.map((width) => served.find((candidate) => candidate >= width) ?? widest);
  return [...new Set(chosen)].sort((a, b) => a - b);
}
