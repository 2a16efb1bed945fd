import { flagAspectOf, FlagImage, type FlagProps } from './FlagImage';
import { flagSource } from './flagSources';

/**
 * A country's flag, for market and language pickers: the artwork is looked up by code in the map
 * of every flag-icons flag (~5.6 KB gzipped of URLs), so only code that lists markets uses it.
 */
export function Flag(props: FlagProps) {
  return (
    <FlagImage {...props} src={flagSource(props.code, flagAspectOf(props.shape ?? 'rectangle'))} />
  );
}
