import type { PersonalisationSettings } from '../internal/context/WidgetsContext';
import { ProductCard } from '../ProductListWidget/ProductCard';
import { gridList } from './storyPersonalisation.css';
import { productFixtures } from './productFixtures';

/** A personalisation service stand-in: recommends fixture products, the same ones every time. */
export const storyPersonalisation: PersonalisationSettings = {
  active: true,
  accountId: 'hemma-demo',
  renderFeed: ({ take }) => (
    <ul className={gridList}>
      {productFixtures.slice(4, 4 + take).map((product) => (
        <li key={product.productId}>
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  ),
};
