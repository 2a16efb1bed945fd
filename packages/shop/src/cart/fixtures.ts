import type { CartFragment } from '@hemma/data';
import { fixturesOf, type FixtureChannelKey } from '@hemma/data/mocks';

/** The recorded cart with lines of a channel (se: Sweden in kronor, com: Finland in euros), after HEMMA10. */
export function cartFixture(channel: FixtureChannelKey = 'com'): CartFragment {
  const cart = fixturesOf('getCart', channel)
    .map((fixture) => fixture.data.getCart)
    .find((candidate) => (candidate?.items?.length ?? 0) > 0);
  if (!cart) throw new Error(`No recorded cart with lines in ${channel}`);
  return cart;
}
