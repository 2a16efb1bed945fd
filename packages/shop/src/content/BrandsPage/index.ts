export { BrandsPage, groupBrands } from './BrandsPage';
export type { BrandEntry, BrandsPageProps } from './BrandsPage';
export { brandEntriesOf } from './brandEntries';
