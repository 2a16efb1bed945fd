import type { BreadcrumbItem } from '@hemma/ui';
import { cartQuantity } from '@hemma/data';
import { useCart } from '@hemma/data';
import { useAddToCart } from '@hemma/shop';
import { ShopProviders } from '../shop/ShopProviders';
import type { ReviewsData } from './ProductReviews';
import { ProductPage, type ProductData } from './ProductPage';
import type { ProductCardData } from '@hemma/widgets';

/** The breadcrumbs of a product: the start page, its category path from the API, itself. */
export function productBreadcrumbs(product: ProductData, home: string): BreadcrumbItem[] {
  const trail = (product.breadcrumbs ?? [])
    .filter((crumb) => crumb !== null)
    .map((crumb) => ({ label: crumb.name, href: crumb.url ?? undefined }));
  return [{ label: home, href: '/' }, ...trail, { label: product.name ?? product.alias }];
}

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
  const { cart } = useCart();
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
      />
    </ShopProviders>
  );
}
