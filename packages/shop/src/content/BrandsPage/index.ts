export { BrandsPage, groupBrands } from './BrandsPage';
export type { BrandEntry } from './BrandsPage';
export { brandEntriesOf } from './brandEntries';
