/**
 * Flag artwork from the `flag-icons` package (MIT, lipis/flag-icons), by lowercase country code:
 * a 4:3 set and a 1:1 set. Vite turns each file into a hashed asset URL; `no-inline` keeps the
 * SVGs out of the JavaScript bundle (only the URL map is in it), so a page downloads only the
 * flags it shows.
 */
const rectangular = import.meta.glob<string>('../../../node_modules/flag-icons/flags/4x3/*.svg', {
  query: '?no-inline',
  import: 'default',
  eager: true,
});
const square = import.meta.glob<string>('../../../node_modules/flag-icons/flags/1x1/*.svg', {
  query: '?no-inline',
  import: 'default',
  eager: true,
});

const byCode = (files: Record<string, string>) =>
  new Map(
    Object.entries(files).map(([path, url]) => [
      path.slice(path.lastIndexOf('/') + 1, -'.svg'.length),
      url,
    ]),
  );

const sources = { '4x3': byCode(rectangular), '1x1': byCode(square) } as const;

export type FlagAspect = keyof typeof sources;

/** The URL of a country's flag, or undefined when the set has no such code. */
export function flagSource(code: string, aspect: FlagAspect): string | undefined {
  return sources[aspect].get(code.toLowerCase());
}
