import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withShell, storyChannel, type StoryChannel } from '@hemma/shop/testing';
import { ShopProvidersView } from '../../providers';
import { CartContents } from './CartContents';
import { cartFixture } from '../fixtures';

/** The cart panel's contents from the channel's recorded cart (se: kronor, com: euros), after HEMMA10. */
const meta = {
  title: 'Storefront/Shopping/CartContents',
  parameters: {
    docs: {
      description: {
        component: `The cart's lines (picture, name, size, quantity stepper, line price), the promo code field and the summary (subtotal, discount, shipping with the free-shipping bar, VAT, total), ending in the way to checkout. Presentational: the cart and its errors come in as props, changes go out as callbacks (\`onQuantityChange\` with the absolute quantity, 0 to remove; \`onPromoCode\`, an empty code to remove it).

**Use** inside the cart panel (\`CartPanel\` connects it to the visitor's cart) or on a cart page; give \`checkoutHref\` already localized (the shell's \`links.checkout\`). **Do** pass the cart's refusals per line (\`lineErrors\`) and for the code (\`promoError\`) in the page's language (\`cartRefusalText\`, \`promoErrorText\`). **Don't** recompute prices: every amount is the API's formatted text in the visitor's VAT display.

**Accessibility:** each line's buttons name their product ('One more …', 'Remove …'); a line's refusal is announced as an alert under its line.`,
      },
    },
    channelArgs: ({ fixtures }: StoryChannel) => ({ cart: cartFixture(fixtures) }),
  },
  component: CartContents,
  decorators: [
    (Story, { globals }) => (
      <ShopProvidersView imageBaseUrl="/images" locale={storyChannel(globals).language}>
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
  play: async ({ canvasElement, args, globals }) => {
    const t = storyChannel(globals).t;
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByLabelText(t('shop.cart.promoCode')));
    await userEvent.type(canvas.getByLabelText(t('shop.cart.promoCode')), 'HEMMA10');
    await userEvent.click(canvas.getByRole('button', { name: t('shop.cart.applyPromo') }));
    await expect(args.onPromoCode).toHaveBeenCalledWith('HEMMA10');
  },
};

export const Empty: Story = {
  args: { cart: null },
  parameters: { channelArgs: () => ({ cart: null }) },
};

/** The first line refused a larger quantity: the API's stock message under it. */
export const QuantityRefused: Story = {
  parameters: {
    channelArgs: ({ fixtures, t }: StoryChannel) => {
      const cart = cartFixture(fixtures);
      return {
        cart,
        lineErrors: { [String(cart.items?.[0]?.id)]: t('messages.onlyLeft', { stock: 2 }) },
      };
    },
  },
};

export const PromoNotValid: Story = {
  parameters: {
    channelArgs: ({ fixtures, t }: StoryChannel) => ({
      cart: cartFixture(fixtures),
      promoError: t('validation.promoNotValid'),
    }),
  },
};

export const Busy: Story = { args: { busy: true } };

/** A company visitor: every price of the lines and the summary without VAT, the total named ex VAT. */
export const CompanyExVat: Story = {
  args: { vatIncluded: false },
  play: async ({ canvasElement, globals }) => {
    const { fixtures, t } = storyChannel(globals);
    const canvas = within(canvasElement);
    // Compared with the page's whitespace collapsed: the API and the browser group digits with different no-break spaces.
    const total = canvas.getByText(t('shop.cart.totalExVat')).nextElementSibling?.textContent ?? '';
    await expect(total.replace(/\s+/g, ' ')).toBe(
      (cartFixture(fixtures).summary?.total?.sellingPriceExVatFormatted ?? '').replace(/\s+/g, ' '),
    );
  },
};

/** The recorded cart after HEMMA10: the discount named by its campaign, free shipping reached. */
export const DiscountAndFreeShipping: Story = {
  play: async ({ canvasElement, globals }) => {
    const { fixtures, t } = storyChannel(globals);
    const campaigns = cartFixture(fixtures).appliedCampaigns ?? [];
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(
        t('shop.cart.discountNamed', {
          names: campaigns.map((campaign) => campaign?.name).join(', '),
        }),
      ),
    ).toBeVisible();
    await expect(canvas.getByText(t('shop.cart.freeShipping'))).toBeVisible();
  },
};
