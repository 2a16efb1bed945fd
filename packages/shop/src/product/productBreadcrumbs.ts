import type { BreadcrumbItem } from '@hemma/ui';
import type { ProductData } from './ProductPage';

/** The breadcrumbs of a product: the start page, its category path from the API, itself. */
export function productBreadcrumbs(product: ProductData, home: string): BreadcrumbItem[] {
  const trail = (product.breadcrumbs ?? [])
    .filter((crumb) => crumb !== null)
    .map((crumb) => ({ label: crumb.name, href: crumb.url ?? undefined }));
  return [{ label: home, href: '/' }, ...trail, { label: product.name ?? product.alias }];
}
