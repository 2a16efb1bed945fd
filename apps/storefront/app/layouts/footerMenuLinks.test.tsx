import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Footer, MenuLink } from '@hemma/shop';
import { menuFixtures, menuTitleFixtures, ShellTestProviders } from '@hemma/shop/testing';

/** The package's Footer with the menu link the app gives it (DefaultLayout). */
describe('<Footer /> in the shop', () => {
  it('opens external menu links with noopener', () => {
    render(
      <ShellTestProviders>
        <Footer
          siteName="Hemma"
          logoHref="/"
          menus={[{ title: menuTitleFixtures.footerSecond, items: menuFixtures.footerSecond }]}
          social={[]}
          onSubscribe={async () => true}
          year={2026}
          freeShippingOver="€89"
          menuLink={MenuLink}
        />
      </ShellTestProviders>,
    );
    const careers = screen.getAllByRole('link', { name: 'Careers' })[0];
    expect(careers).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(careers).toHaveAttribute('target', '_blank');
  });
});
