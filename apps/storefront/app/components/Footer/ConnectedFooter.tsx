import { useGetMenuAtLocationQuery, useSubscribeToNewsletterMutation } from '@hemma/data';
import { menuLocationId, useShell, type MenuPlace } from '../Shell';
import { Footer, type SocialLink } from './Footer';

const footerPlaces = ['footerFirst', 'footerSecond', 'footerThird'] as const satisfies readonly MenuPlace[];

function useFooterMenu(place: MenuPlace, language: 'sv' | 'en') {
  const { data } = useGetMenuAtLocationQuery({
    variables: { menuLocationId: menuLocationId(place, language) },
    errorPolicy: 'all',
  });
  return { title: data?.getMenuAtLocation?.title ?? '', items: data?.getMenuAtLocation?.menuItems ?? [] };
}

export interface ConnectedFooterProps {
  social?: readonly SocialLink[];
}

/** The footer on the three footer menus and the subscribeToNewsletter mutation. */
export function ConnectedFooter({ social = [] }: ConnectedFooterProps) {
  const shell = useShell();
  const menus = [
    useFooterMenu(footerPlaces[0], shell.menuLanguage),
    useFooterMenu(footerPlaces[1], shell.menuLanguage),
    useFooterMenu(footerPlaces[2], shell.menuLanguage),
  ];
  const [subscribe] = useSubscribeToNewsletterMutation();
  return (
    <Footer
      siteName={shell.siteName}
      logoHref={shell.links.index}
      menus={menus}
      social={social}
      year={new Date().getFullYear()}
      onSubscribe={async (email) => {
        const { data } = await subscribe({ variables: { email } });
        return Boolean(data?.subscribeToNewsletter);
      }}
    />
  );
}
