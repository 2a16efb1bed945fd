export * from './TextWidget';
export { parseConfiguration } from './configuration/parseConfiguration';
export type { ConfigurationResult } from './configuration/parseConfiguration';
