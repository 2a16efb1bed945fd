import type { CatalogData } from '../catalog/types';
import {
  channels,
  currencies,
  languages,
  markets,
  paymentOptions,
  promoCodes,
  shippingOptions,
} from './commerce';
import { SEED } from './constants';
import { buildMenus, buildPages, buildWidgetAreas, cmsImages } from './content';
import { buildBrands, buildCampaigns, buildCategories, buildProducts } from './products';
import { createRandom } from '../catalog/random';

/** The whole seeded shop, the same on every run. */
export function generateCatalog(seed = SEED): CatalogData {
  const random = createRandom(seed);
  const brands = buildBrands();
  const { categories, leaves } = buildCategories();
  const { campaigns, scopes } = buildCampaigns(categories);
  const { products, skus, images } = buildProducts(random, brands, leaves, campaigns, scopes);
  const sofas = categories.find((category) => category.alias.en === 'sofas');
  const input = { categories, brands, campaigns, products };
  return {
    languages,
    currencies,
    channels,
    markets,
    brands,
    categories,
    campaigns,
    products,
    skus,
    menus: buildMenus(input),
    widgetAreas: buildWidgetAreas(input),
    pages: buildPages(),
    shippingOptions,
    paymentOptions,
    promoCodes: promoCodes(sofas?.categoryId ?? 0),
    images: [...images, ...cmsImages],
  };
}
