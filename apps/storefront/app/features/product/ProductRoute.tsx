import { cartQuantity, useVisitorCart } from '@hemma/data';
import {
  ProductPage,
  productBreadcrumbs,
  useAddToCart,
  type ProductData,
  type ReviewsData,
  HydratesAlone,
  shellPanels,
} from '@hemma/shop';
import { useSidePanel } from '@hemma/ui';
import type { ProductCardData } from '@hemma/widgets';
import { ShopProviders } from '../shop/ShopProviders';

export interface ProductRouteProps {
  product: ProductData;
  home: string;
  reviews: ReviewsData | null;
  related: readonly ProductCardData[];
  /** schema.org Product data, already serialized for an inline script. */
  jsonLd: string;
  /** The description, sanitized by the loader on the server. */
  descriptionHtml?: string;
}

/** The product page on the visitor's cart: adding opens the added-to-cart panel. */
export function ProductRoute({
  product,
  home,
  reviews,
  related,
  jsonLd,
  descriptionHtml,
}: ProductRouteProps) {
  const [addToCart, { adding, error }] = useAddToCart();
  const { cart } = useVisitorCart();
  const panels = useSidePanel();
  const inCart = (skuId: number) => cartQuantity(cart, skuId);
  return (
    <ShopProviders>
      {/* Structured data for search engines: a data block, never run as script. */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
      <ProductPage
        product={product}
        breadcrumbs={productBreadcrumbs(product, home)}
        reviews={reviews}
        related={related}
        onAddToCart={addToCart}
        adding={adding}
        addError={error}
        inCart={inCart}
        descriptionHtml={descriptionHtml}
        onLogIn={() => panels.open(shellPanels.account, 'login')}
        hydrationPart={HydratesAlone}
      />
    </ShopProviders>
  );
}
