import type { PersonalisationSettings } from '../internal/context/WidgetsContext';
import { ProductCard, type ProductCardData } from '../ProductListWidget/ProductCard';
import { gridList } from './storyPersonalisation.css';
import { recordedProductsIn } from './productFixtures';
import { fixtureChannelOf } from './widgetFixtures';

/** A stand-in that recommends from the given products. */
function personalisationOver(products: readonly ProductCardData[]): PersonalisationSettings {
  return {
    active: true,
    accountId: 'hemma-demo',
    renderFeed: ({ take }) => (
      <ul className={gridList}>
        {products.slice(4, 4 + take).map((product) => (
          <li key={product.productId}>
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
    ),
  };
}

const byChannel = new Map<string, PersonalisationSettings>();

/**
 * A personalisation service stand-in in a story channel: it recommends the channel's recorded
 * products (names and prices in its language and currency), the same ones every time.
 */
export function storyPersonalisationIn(channelKey: string): PersonalisationSettings {
  const channel = fixtureChannelOf(channelKey);
  const settings = byChannel.get(channel) ?? personalisationOver(recordedProductsIn(channel));
  byChannel.set(channel, settings);
  return settings;
}
