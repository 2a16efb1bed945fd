import { flagAspectOf, flagSource } from '@hemma/ui';

/**
 * The artwork of the market switcher button's flag (4:3), looked up on the server by the root
 * loader: the first paint draws only this flag, so the map of every flag stays in the switcher's
 * lazily loaded popover. Undefined when flag-icons has no flag for the code.
 */
export function marketFlagUrl(countryCode: string): string | undefined {
  return flagSource(countryCode, flagAspectOf('rectangle'));
}
