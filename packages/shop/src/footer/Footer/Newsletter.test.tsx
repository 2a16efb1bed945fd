import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ShellTestProviders } from '../../testing';
import { fixtureMenuLink } from './fixtures';
import { Footer } from './Footer';
import { Newsletter } from './Newsletter';

describe('<Newsletter />', () => {
  it('gives each sign-up on a page its own heading id, so each region is named by its own heading', () => {
    const { container } = render(
      <ShellTestProviders>
        <main>
          <Newsletter onSubscribe={vi.fn(async () => true)} />
          <Newsletter onSubscribe={vi.fn(async () => true)} />
        </main>
      </ShellTestProviders>,
    );
    const regions = screen.getAllByRole('region', { name: 'Newsletter' });
    expect(regions).toHaveLength(2);
    const headingIds = regions.map((region) => within(region).getByRole('heading').id);
    expect(new Set(headingIds).size).toBe(2);
    regions.forEach((region, index) =>
      expect(region).toHaveAttribute('aria-labelledby', headingIds[index]),
    );
    const ids = [...container.querySelectorAll('[id]')].map((element) => element.id);
    expect(ids.length).toBeGreaterThan(2);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("says a page's own heading and line when given, and the footer's otherwise", () => {
    render(
      <ShellTestProviders>
        <Newsletter
          title="Hear about the summer first"
          text="Garden ideas once a week at most."
          onSubscribe={vi.fn(async () => true)}
        />
        <Newsletter onSubscribe={vi.fn(async () => true)} />
      </ShellTestProviders>,
    );
    const campaign = screen.getByRole('region', { name: 'Hear about the summer first' });
    expect(within(campaign).getByText('Garden ideas once a week at most.')).toBeVisible();
    expect(screen.getByRole('region', { name: 'Newsletter' })).toBeVisible();
  });

  it('takes the heading id it is given', () => {
    render(
      <ShellTestProviders>
        <Newsletter headingId="campaign-newsletter" onSubscribe={vi.fn(async () => true)} />
      </ShellTestProviders>,
    );
    expect(screen.getByRole('heading', { name: 'Newsletter' })).toHaveAttribute(
      'id',
      'campaign-newsletter',
    );
  });

  it('keeps the footer\'s heading id "footer-newsletter"', () => {
    render(
      <ShellTestProviders>
        <Footer
          siteName="Hemma"
          logoHref="/"
          menus={[]}
          social={[]}
          onSubscribe={vi.fn(async () => true)}
          year={2026}
          freeShippingOver="€89"
          menuLink={fixtureMenuLink}
        />
      </ShellTestProviders>,
    );
    expect(screen.getByRole('region', { name: 'Newsletter' })).toHaveAttribute(
      'aria-labelledby',
      'footer-newsletter',
    );
  });
});
