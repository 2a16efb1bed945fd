import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { menuFixtures, menuTitleFixtures, reachAccordion, ShellTestProviders } from '../../testing';
import { fixtureMenuLink } from './fixtures';
import { Footer } from './Footer';

vi.setConfig({ testTimeout: 15_000 });

const menus = [
  { title: menuTitleFixtures.footerFirst, items: menuFixtures.footerFirst },
  { title: menuTitleFixtures.footerSecond, items: menuFixtures.footerSecond },
  { title: menuTitleFixtures.footerThird, items: menuFixtures.footerThird },
];

function renderFooter(onSubscribe = vi.fn(async () => true)) {
  const view = render(
    <ShellTestProviders>
      <Footer
        siteName="Hemma"
        logoHref="/"
        menus={menus}
        social={[{ name: 'Instagram', href: 'https://instagram.com/hemma' }]}
        onSubscribe={onSubscribe}
        year={2026}
        freeShippingOver="€89"
        menuLink={fixtureMenuLink}
      />
    </ShellTestProviders>,
  );
  return {
    ...view,
    onSubscribe,
    user: userEvent.setup(),
    email: screen.getByLabelText('Your email'),
  };
}

const newsletterStatus = () =>
  within(screen.getByRole('region', { name: 'Newsletter' })).getByRole('status');

describe('<Footer />', () => {
  it('does not send an invalid email and says why', async () => {
    const { user, email, onSubscribe } = renderFooter();
    await user.type(email, 'not-an-email{Enter}');
    expect(onSubscribe).not.toHaveBeenCalled();
    expect(newsletterStatus()).toHaveTextContent('You have to enter a valid email');
  });

  it('takes the invalid-email message away as soon as the typed address is valid', async () => {
    const { user, email, onSubscribe } = renderFooter();
    await user.type(email, 'anna@{Enter}');
    expect(newsletterStatus()).toHaveTextContent('You have to enter a valid email');
    await user.type(email, 'example');
    expect(newsletterStatus()).toHaveTextContent('You have to enter a valid email');
    await user.type(email, '.com');
    expect(newsletterStatus()).toHaveTextContent('');
    expect(onSubscribe).not.toHaveBeenCalled();
  });

  it('submits on Enter, thanks the visitor and clears the field', async () => {
    const { user, email, onSubscribe } = renderFooter();
    await user.type(email, 'anna@example.com{Enter}');
    expect(onSubscribe).toHaveBeenCalledWith('anna@example.com');
    await waitFor(() =>
      expect(newsletterStatus()).toHaveTextContent(
        'Thank you! Check your inbox and confirm your subscription to our newsletter.',
      ),
    );
    expect(email).toHaveValue('');
  });

  it('shows the error feedback when the sign-up fails or the network does', async () => {
    const { user, email } = renderFooter(
      vi.fn(async () => Promise.reject(new Error('Network request failed'))),
    );
    await user.type(email, 'anna@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() =>
      expect(newsletterStatus()).toHaveTextContent('Something went wrong. Please try again.'),
    );
    expect(email).toHaveValue('anna@example.com');
  });

  it('shows three menu columns with the titles from the API', () => {
    renderFooter();
    for (const menu of menus)
      expect(screen.getAllByRole('heading', { name: menu.title, level: 2 }).length).toBeGreaterThan(
        0,
      );
    expect(screen.getByRole('link', { name: 'Terms of purchase' })).toBeInTheDocument();
  });

  it('offers the same menus as an accordion for phones', async () => {
    const { user } = renderFooter();
    const trigger = () => screen.getByRole('button', { name: menuTitleFixtures.footerSecond });
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    await reachAccordion(user, trigger);
    await user.click(trigger());
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows payment and carrier badges, selling points and the copyright with the site name', () => {
    renderFooter();
    for (const name of ['Card', 'Invoice', 'Pay later', 'Bank payment', 'Parcel post', 'Express']) {
      expect(screen.getByRole('img', { name })).toBeInTheDocument();
    }
    expect(screen.getByText('30 days right of return')).toBeInTheDocument();
    expect(screen.getByText('© 2026 Hemma')).toBeInTheDocument();
    const social = screen.getByRole('list', { name: 'Follow us' });
    expect(within(social).getByRole('link', { name: 'Instagram' })).toHaveAttribute(
      'href',
      'https://instagram.com/hemma',
    );
  });

  it('has no axe violations', async () => {
    const { container } = renderFooter();
    const result = await axe.run(container);
    expect(result.violations).toEqual([]);
  });
});
