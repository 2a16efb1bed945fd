export { Link, linkVariants } from './Link';
export type { LinkProps, LinkVariant } from './Link';
export { LinkProvider, useLinkSettings } from './LinkProvider';
export type { LinkProviderProps, LinkSettings, RouterLinkProps } from './LinkProvider';
export { browserConnection, isFollowableHref, resolveLink, shouldPrefetch } from './linkRules';
export type { ConnectionInfo, LinkRuleOptions, ResolvedLink } from './linkRules';
