import type { FixtureChannelKey } from '@hemma/data/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withShell, storyChannel, type StoryChannel } from '@hemma/shop/testing';
import { onlyLeftText, quantityThresholdText } from '../../cart/cartErrorTexts';
import { ShopProvidersView } from '../../providers';
import { productFixture, relatedFixture, reviewsFixture, type RecordedProduct } from '../fixtures';
import { ProductPage } from './ProductPage';
import { productBreadcrumbs } from '../productBreadcrumbs';

/** A recorded product's page args in a channel: the product, its breadcrumbs, reviews and related products. */
function productArgs(key: RecordedProduct, fixtures: FixtureChannelKey, home: string) {
  const product = productFixture(key, fixtures);
  return {
    product,
    breadcrumbs: productBreadcrumbs(product, home),
    reviews: reviewsFixture(key, fixtures),
    related: relatedFixture(key, fixtures),
  };
}

/** The page of a recorded product in the story's channel (its language, currency and recording). */
const pageOf =
  (key: RecordedProduct, extra: (channel: StoryChannel) => Record<string, unknown> = () => ({})) =>
  (channel: StoryChannel) => ({
    ...productArgs(key, channel.fixtures, channel.t('shop.product.home')),
    ...extra(channel),
  });

/** The product page from recorded commerce API answers in the story's channel; mutations answered by MSW. */
const meta = {
  title: 'Storefront/Shopping/ProductPage',
  component: ProductPage,
  parameters: {
    docs: {
      description: {
        component: `The product page: gallery, brand, name and favorites heart, price in the visitor's VAT display (with the 30-day lowest price beside a discount), campaigns, colour variants, sizes, stock, quantity and add to cart (or back-in-stock when sold out), description, specification and price history, reviews and related products.

**Use** with the product query's answer and the route's data: \`breadcrumbs\` (\`productBreadcrumbs\`), \`reviews\`, \`related\` cards, \`descriptionHtml\` sanitized on the server. The app's connected wrapper hands \`onAddToCart\` (with \`adding\` and the refusal in \`addError\`), \`inCart\`, \`onLogIn\` (opens the shell's login for the review form) and \`hydrationPart\` (its HydratesAlone). **Don't** fetch inside the page: it draws what it is given.

**Accessibility:** one h1 (the name); the sizes are a labelled group of toggle buttons (\`aria-pressed\`); the cart's refusal is announced as an alert; reviews are a labelled region.`,
      },
    },
    channelArgs: pageOf('bo'),
  },
  decorators: [
    (Story, { globals }) => (
      <ShopProvidersView imageBaseUrl="/images" locale={storyChannel(globals).language}>
        <Story />
      </ShopProvidersView>
    ),
    withShell,
  ],
  args: { ...productArgs('bo', 'com', 'Home'), onAddToCart: fn(async () => true), onLogIn: fn() },
} satisfies Meta<typeof ProductPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A text as Testing Library matches it: it collapses the page's whitespace (the no-break spaces
 * of a formatted amount) to plain spaces, so the expected text is written the same way.
 */
const asMatched = (text: string) => text.replace(/\s+/g, ' ');

/** The story channel's translation function, for play functions. */
const textsOf = (globals: Record<string, unknown>) => storyChannel(globals).t;
/** The product the story shows in its channel (play functions get the meta's args, not the channel's). */
const shown = (globals: Record<string, unknown>, key: RecordedProduct = 'bo') =>
  productFixture(key, storyChannel(globals).fixtures);

/**
 * The state stories capture the part their state changes (parameters.visual.capture); Discounted
 * captures the whole page.
 */
const details = { capture: '[data-testid="product-details"]' };
const reviewsPart = { capture: '#reviews' };

/** Discounted: beside the price, the lowest price of the previous 30 days (EU price indication). */
export const Discounted: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(
        asMatched(
          t('shop.product.lowestPrice', {
            price: shown(globals).lowestPrice?.lowestPriceIncVatFormatted,
          }),
        ),
      ),
    ).toBeVisible();
    await expect(canvas.getByText(t('validation.loginToReview'))).toBeVisible();
  },
};

/** The price history opened: the selling prices of the previous 30 days, the lowest marked. */
export const PriceHistoryOpen: Story = {
  parameters: { visual: details },
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals);
    const canvas = within(canvasElement);
    const priceHistory = () => canvas.getByRole('button', { name: t('shop.product.priceHistory') });
    // Radix's accordion replaces the first paint's once reached; a scripted click goes to the new one.
    await userEvent.hover(priceHistory());
    await waitFor(() => expect(priceHistory().id).toMatch(/^radix-/));
    await userEvent.click(priceHistory());
    const table = within(canvas.getByRole('table'));
    await expect(
      table.getAllByText(
        asMatched(
          t('shop.product.lowestMark', {
            price: shown(globals).lowestPrice?.lowestPriceIncVatFormatted,
          }),
        ),
      )[0],
    ).toBeVisible();
  },
};

/** A company visitor sees every price, the 30-day lowest one too, without VAT. */
export const CompanyPrices: Story = {
  parameters: {
    shell: { settings: { customerType: 'ORGANIZATION', vatIncluded: false } },
    visual: details,
  },
  play: async ({ canvasElement, globals }) => {
    await expect(
      within(canvasElement).getByText(
        asMatched(
          textsOf(globals)('shop.product.lowestPrice', {
            price: shown(globals).lowestPrice?.lowestPriceExVatFormatted,
          }),
        ),
      ),
    ).toBeVisible();
  },
};

export const RegularPrice: Story = {
  parameters: { channelArgs: pageOf('wilma'), visual: details },
};

/** Sold out: the only sku is gone, so the back-in-stock form takes the place of add to cart. */
export const SoldOut: Story = {
  parameters: { channelArgs: pageOf('yngve'), visual: details },
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('form', { name: t('shop.product.backInStock') })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('shop.product.addToCart') })).toBeNull();
  },
};

/** Back in stock: an invalid email is stopped, a valid one is thanked once the API says yes. */
export const BackInStockRequested: Story = {
  parameters: SoldOut.parameters,
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals);
    const form = within(
      within(canvasElement).getByRole('form', { name: t('shop.product.backInStock') }),
    );
    const email = form.getByLabelText(t('shop.product.email'));
    await userEvent.type(email, 'not-an-email');
    await userEvent.click(form.getByRole('button', { name: t('shop.product.notifyMe') }));
    await expect(form.getByText(t('validation.emailNotValid'))).toBeVisible();
    await userEvent.clear(email);
    await userEvent.type(email, 'anna@example.com');
    await userEvent.click(form.getByRole('button', { name: t('shop.product.notifyMe') }));
    await expect(
      await form.findByText(t('shop.product.backInStockDone', { email: 'anna@example.com' })),
    ).toBeVisible();
  },
};

/** The Berit rug's page, with its n-th size picked first when given (0: 1 left, 2: sold out). */
const sized = (size?: number) =>
  pageOf('berit', ({ fixtures }) =>
    size === undefined
      ? {}
      : { initialSkuId: productFixture('berit', fixtures).skus?.[size]?.skuId },
  );

/** Sizes: adding before one is picked says 'You have to pick a size first'. */
export const SizeRequired: Story = {
  parameters: { channelArgs: sized(), visual: details },
  play: async ({ canvasElement, args, globals }) => {
    const t = textsOf(globals);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('shop.product.addToCart') }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('validation.pickSize'));
    await expect(args.onAddToCart).not.toHaveBeenCalled();
  },
};

/** The size with one left: the stock says so, and the quantity stops at it ('Only 1 left'). */
export const SizeWithOneLeft: Story = {
  parameters: { channelArgs: sized(0), visual: details },
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('spinbutton', { name: t('shop.product.quantity') }),
    ).toHaveAccessibleDescription(onlyLeftText(t, 1));
    await expect(canvas.getByRole('button', { name: t('shop.product.increase') })).toBeDisabled();
  },
};

/** The cart holds the last one already: the threshold message, and nothing more can be added. */
export const QuantityThreshold: Story = {
  args: { inCart: () => 1 },
  parameters: { channelArgs: sized(0), visual: details },
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(quantityThresholdText(t, 1, 1))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('shop.product.addToCart') })).toBeDisabled();
  },
};

/** A sold-out size is still pickable: it offers the back-in-stock form. */
export const SoldOutSize: Story = {
  parameters: { channelArgs: sized(2), visual: details },
  play: async ({ canvasElement, globals }) => {
    await expect(
      within(canvasElement).getByRole('form', {
        name: textsOf(globals)('shop.product.backInStock'),
      }),
    ).toBeVisible();
  },
};

/** The larger view of the pictures, on its second picture. */
export const LargerView: Story = {
  tags: ['no-visual'],
  parameters: {
    visual: {
      reason:
        'The dialog fades in over the page while its picture loads; the page states are captured by the other stories.',
    },
  },
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('shop.product.openLargeView') }));
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: t('shop.product.nextPicture') }));
    await expect(
      dialog.getByText(t('shop.product.pictureOf', { number: 2, total: 2 })),
    ).toBeVisible();
  },
};

/** A logged-in visitor's review form; sending it without stars asks for them. */
export const ReviewWithoutStars: Story = {
  parameters: { shell: { settings: { loggedIn: true } }, visual: reviewsPart },
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals);
    const form = within(
      within(canvasElement).getByRole('form', { name: t('shop.product.writeReview') }),
    );
    await userEvent.type(form.getByLabelText(t('shop.product.reviewName')), 'Anna');
    await userEvent.type(form.getByLabelText(t('shop.product.reviewComment')), 'Soft and deep.');
    await userEvent.click(form.getByRole('button', { name: t('shop.product.sendReview') }));
    await expect(form.getByText(t('validation.rateWithStars'))).toBeVisible();
  },
};

/** A sent review waits for acceptance before it is shown. */
export const ReviewPending: Story = {
  parameters: { shell: { settings: { loggedIn: true } }, visual: reviewsPart },
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals);
    const canvas = within(canvasElement);
    const form = within(canvas.getByRole('form', { name: t('shop.product.writeReview') }));
    await userEvent.type(form.getByLabelText(t('shop.product.reviewName')), 'Anna');
    await userEvent.type(form.getByLabelText(t('shop.product.reviewComment')), 'Soft and deep.');
    await userEvent.click(form.getByRole('radio', { name: t('shop.product.stars', { count: 5 }) }));
    await userEvent.click(form.getByRole('button', { name: t('shop.product.sendReview') }));
    await waitFor(() => expect(canvas.getByText(t('shop.product.reviewPending'))).toBeVisible());
    await expect(canvas.queryByText('Anna')).toBeNull();
  },
};

export const Adding: Story = { args: { adding: true }, parameters: { visual: details } };

export const AddRefused: Story = {
  parameters: {
    channelArgs: pageOf('bo', ({ t }) => ({ addError: onlyLeftText(t, 2) })),
    visual: details,
  },
};
