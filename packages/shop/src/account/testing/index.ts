// The account's story and test helpers, exported with the package's others from `@hemma/shop/testing`.
export {
  demoEmail,
  demoPassword,
  fakeToken,
  FreshAccountSession,
  identityServiceHandlers,
  ordersHandler,
  ordersInEveryStatus,
  signedInCookies,
  signedOutCookies,
  withFreshAccountSession,
} from './accountMocks';
export type { IdentityServiceOptions } from './accountMocks';
export { accountTestServer, renderAccountPart } from './renderAccountPart';
