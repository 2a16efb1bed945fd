import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withShell } from '../../components/testing/storyDecorators';
import { ShopProvidersView } from '../shop/ShopProviders';
import { CartContents } from './CartContents';
import { cartFixture } from './fixtures';

/** The cart panel's contents from the recorded cart (English channel, Finnish market). */
const meta = {
  title: 'Storefront/Shopping/CartContents',
  parameters: {
    // Pinned to the English channel: the data is the com channel's recording and the play
    // functions name its English texts (to be derived from the channel, see issue 20's note).
    shell: { locale: 'en' },
  },
  component: CartContents,
  decorators: [
    (Story) => (
      <ShopProvidersView imageBaseUrl="/images" locale="en">
        <div style={{ maxWidth: 420 }}>
          <Story />
        </div>
      </ShopProvidersView>
    ),
    withShell,
  ],
  args: {
    cart: cartFixture(),
    checkoutHref: '/checkout',
    onQuantityChange: fn(),
    onPromoCode: fn(),
  },
} satisfies Meta<typeof CartContents>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithLines: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByLabelText('Promo code'));
    await userEvent.type(canvas.getByLabelText('Promo code'), 'HEMMA10');
    await userEvent.click(canvas.getByRole('button', { name: 'Use code' }));
    await expect(args.onPromoCode).toHaveBeenCalledWith('HEMMA10');
  },
};

export const Empty: Story = { args: { cart: null } };

export const QuantityRefused: Story = {
  args: { lineErrors: { [String(cartFixture().items?.[0]?.id)]: 'Only 2 left' } },
};

export const PromoNotValid: Story = { args: { promoError: 'The code is not valid' } };

export const Busy: Story = { args: { busy: true } };

/** A company visitor: every price of the lines and the summary without VAT, the total named ex VAT. */
export const CompanyExVat: Story = {
  args: { vatIncluded: false },
  play: async ({ canvasElement }) => {
    const cart = cartFixture();
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Total ex VAT').nextElementSibling).toHaveTextContent(
      cart.summary?.total?.sellingPriceExVatFormatted ?? '',
    );
  },
};

/** The recorded cart after HEMMA10: the discount named by its campaign, free shipping reached. */
export const DiscountAndFreeShipping: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Discount (10% off)')).toBeVisible();
    await expect(canvas.getByText('You have free shipping')).toBeVisible();
  },
};
