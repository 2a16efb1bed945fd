import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { ShellTestProviders } from '../../testing';
import { PaymentFailedPage } from './PaymentFailedPage';

vi.setConfig({ testTimeout: 20_000 });

describe('<PaymentFailedPage />', () => {
  it('says the payment provider could not create the order and leads back to the checkout', () => {
    render(
      <ShellTestProviders>
        <PaymentFailedPage title="Payment failed" checkoutHref="/checkout" />
      </ShellTestProviders>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Payment failed' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The payment provider could not create your order. A product may be out of stock or the balance insufficient.',
    );
    expect(screen.getByRole('link', { name: 'Back to the checkout' })).toHaveAttribute(
      'href',
      '/checkout',
    );
  });

  it('speaks Swedish on the Swedish shop', () => {
    render(
      <ShellTestProviders locale="sv">
        <PaymentFailedPage title="Betalningen misslyckades" checkoutHref="/sv/kassan" />
      </ShellTestProviders>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Betalningsleverantören kunde inte skapa din order.',
    );
    expect(screen.getByRole('link', { name: 'Tillbaka till kassan' })).toHaveAttribute(
      'href',
      '/sv/kassan',
    );
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <ShellTestProviders>
        <PaymentFailedPage title="Payment failed" checkoutHref="/checkout" />
      </ShellTestProviders>,
    );
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
