export { Footer } from './Footer';
export type { FooterMenu, FooterMenuLink, FooterProps, SocialLink } from './Footer';
export { Newsletter } from './Newsletter';
export type { NewsletterProps } from './Newsletter';
export { ConnectedFooter } from './ConnectedFooter';
export type { ConnectedFooterProps } from './ConnectedFooter';
export { carrierBadges, paymentBadges } from './Badges';
