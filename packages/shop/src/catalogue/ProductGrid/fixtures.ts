import { fixtureData, fixturesOf, type FixtureChannelKey } from '@hemma/data/mocks';
import { productCardData, type ProductCardData } from '@hemma/widgets';

/** The first products of the furniture category as the commerce API answered them in a channel (recorded fixtures). */
export function furnitureCards(channel: FixtureChannelKey, count: number): ProductCardData[] {
  const alias = String(fixturesOf('listPageInfo', channel)[0]?.variables.alias ?? '');
  const products = fixtureData('products', channel, { take: 12, categoryAlias: alias }).products;
  return (products?.products ?? [])
    .filter((product) => product !== null)
    .slice(0, count)
    .map(productCardData);
}
