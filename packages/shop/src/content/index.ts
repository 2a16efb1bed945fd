// Content pages: the brands page, and the rule for a widget area's page heading.
export * from './BrandsPage';
export { areaHasPageHeading } from './pageHeading';
