import { useNewsletterSignUp } from '@hemma/data';
import { useShell, useShellMenu, type MenuPlace } from '../../shell';
import { Footer, type FooterMenuLink, type SocialLink } from './Footer';

const footerPlaces = [
  'footerFirst',
  'footerSecond',
  'footerThird',
] as const satisfies readonly MenuPlace[];

function useFooterMenu(place: (typeof footerPlaces)[number]) {
  const menu = useShellMenu(place);
  return { title: menu?.title ?? '', items: menu?.menuItems ?? [] };
}

export interface ConnectedFooterProps {
  social?: readonly SocialLink[];
  /** Draws each menu item's link: the app passes its MenuLink. */
  menuLink: FooterMenuLink;
}

/** The footer on the three footer menus and the subscribeToNewsletter mutation (Apollo loads with the first sign-up). */
export function ConnectedFooter({ social = [], menuLink }: ConnectedFooterProps) {
  const shell = useShell();
  const menus = [
    useFooterMenu(footerPlaces[0]),
    useFooterMenu(footerPlaces[1]),
    useFooterMenu(footerPlaces[2]),
  ];
  const subscribe = useNewsletterSignUp();
  return (
    <Footer
      siteName={shell.siteName}
      logoHref={shell.links.index}
      menus={menus}
      social={social}
      year={new Date().getFullYear()}
      freeShippingOver={shell.freeShippingOver}
      menuLink={menuLink}
      onSubscribe={subscribe}
    />
  );
}
