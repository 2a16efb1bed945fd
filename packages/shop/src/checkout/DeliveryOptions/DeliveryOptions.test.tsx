import { fixtureData } from '@hemma/data/mocks';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { ShellTestProviders } from '../../testing';
import { DeliveryOptions, type DeliveryOptionsProps } from './DeliveryOptions';

vi.setConfig({ testTimeout: 20_000 });

const recorded = fixtureData('createOrUpdateCheckout', 'com').createOrUpdateCheckout!;
const shippingOptions = (recorded.shippingOptions ?? []).filter((option) => option !== null);
const paymentOptions = (recorded.paymentOptions ?? []).filter((option) => option !== null);

function renderOptions(props: Partial<DeliveryOptionsProps> = {}) {
  const onShippingChange = vi.fn();
  const onPaymentChange = vi.fn();
  const view = render(
    <ShellTestProviders>
      <DeliveryOptions
        addressGiven
        updating={false}
        failure={null}
        shippingOptions={shippingOptions}
        paymentOptions={paymentOptions}
        shippingId={null}
        paymentId={null}
        onShippingChange={onShippingChange}
        onPaymentChange={onPaymentChange}
        {...props}
      />
    </ShellTestProviders>,
  );
  return { ...view, onShippingChange, onPaymentChange, user: userEvent.setup() };
}

describe('<DeliveryOptions />', () => {
  it('asks for postal code and country before offering anything', () => {
    renderOptions({ addressGiven: false });
    expect(
      screen.getAllByText('Enter your postal code and country to see shipping and payment options')
        .length,
    ).toBeGreaterThan(0);
    expect(screen.queryAllByRole('radio')).toEqual([]);
  });

  it('offers the shipping options of the postal code and the four payment options, the selected one checked', async () => {
    const { user, onShippingChange, onPaymentChange } = renderOptions();
    const names = paymentOptions.map((option) => option.name);
    expect(names).toEqual(['card', 'invoice', 'pay-later', 'bank']);
    expect(screen.getByRole('group', { name: 'Shipping options' })).toBeInTheDocument();
    const selected = shippingOptions.find((option) => option.isSelected)!;
    expect(screen.getByRole('radio', { name: new RegExp(selected.displayName!) })).toBeChecked();
    // A fee is named beside the option that has one.
    const invoice = paymentOptions.find((option) => option.name === 'invoice')!;
    expect(
      screen.getByRole('radio', { name: `${invoice.displayName} (${invoice.feeIncVatFormatted})` }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: new RegExp(invoice.displayName!) }));
    expect(onPaymentChange).toHaveBeenCalledWith(invoice.id);
    const other = shippingOptions.find((option) => !option.isSelected)!;
    await user.click(screen.getByRole('radio', { name: new RegExp(other.displayName!) }));
    expect(onShippingChange).toHaveBeenCalledWith(other.id);
  });

  it("says 'There are no shipping options for this postal code' when the API has none", () => {
    renderOptions({
      failure: 'messages.noShippingOptions',
      shippingOptions: [],
      paymentOptions: [],
    });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'There are no shipping options for this postal code',
    );
  });

  it('has no axe violations', async () => {
    const { container } = renderOptions();
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
