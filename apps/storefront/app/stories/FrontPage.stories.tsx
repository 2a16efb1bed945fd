import { handlers, loadingHandler } from '@hemma/data/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useShopLabels } from '@hemma/shop';
import { expect, waitFor, within } from 'storybook/test';
import { ContentArea } from '../features/content/ContentArea';
import { frontPageArea } from './pageFixtures';
import {
  pageChannelOf,
  pageCookies,
  pageText,
  shellMenusLoaded,
  withPage,
  type PageStoryParameters,
} from './PageStoryFrame';

/** The index route as the app renders it: the Frontpage widget area inside the default layout. */
function FrontPageScreen({ channel }: { channel: 'se' | 'com' }) {
  const { t } = useShopLabels();
  return <ContentArea area={frontPageArea(channel)} heading={t('site.home.title')} />;
}

/**
 * The front page (spec section 2: one content widget area of family Frontpage) in the shop's
 * header, top bar and footer. The area is the recorded desktop area, as the server asks for on
 * every device; its product lists load over MSW when they near the viewport.
 */
const meta = {
  title: 'Pages/Front page',
  decorators: [withPage],
  beforeEach: pageCookies,
  render: (_args, { globals }) => <FrontPageScreen channel={pageChannelOf(globals)} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const productLists = (canvasElement: HTMLElement) =>
  Array.from(canvasElement.querySelectorAll<HTMLElement>('[data-name] section[aria-label]'));

export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await shellMenusLoaded(canvasElement, globals);
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
  },
};

/** A logged-in visitor with a cart: the account button leads to the orders, the mini cart shows its count and subtotal. */
export const LoggedInWithCart: Story = {
  parameters: {
    page: { authenticated: true, withCart: true } satisfies PageStoryParameters,
    // The state is the header's; Default captures the whole page.
    visual: { capture: 'header' },
  },
  play: async ({ canvasElement, globals }) => {
    const t = pageText(globals);
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('link', { name: t('header.myOrders') }, { timeout: 5000 }),
    ).toBeVisible();
    await waitFor(
      () =>
        expect(
          canvas.getByRole('button', {
            name: new RegExp(`^${t('header.cart')}, ${t('header.cartCount', { count: 2 })}`),
          }),
        ).toBeVisible(),
      { timeout: 5000 },
    );
  },
};

/** The product lists' skeleton cards while their products load (the products query held open). */
export const ProductListsLoading: Story = {
  parameters: { msw: { handlers: { data: [loadingHandler('products'), ...handlers] } } },
  play: async ({ canvasElement, globals }) => {
    const t = pageText(globals);
    await waitFor(
      () =>
        expect(
          within(canvasElement).getAllByRole('list', { name: t('shop.widgets.loadingProducts') })
            .length,
        ).toBeGreaterThan(0),
      {
        timeout: 5000,
      },
    );
    await expect(productLists(canvasElement).length).toBeGreaterThan(0);
  },
};

/** No consent choice stored yet: the cookie banner at the bottom, with learn more, decline and allow. */
export const CookieBanner: Story = {
  parameters: {
    page: { withoutConsent: true } satisfies PageStoryParameters,
    // The state is the banner; Default captures the whole page.
    visual: { capture: '[data-testid="cookie-consent"]' },
  },
  play: async ({ canvasElement, globals }) => {
    const t = pageText(globals);
    const banner = await within(canvasElement).findByRole(
      'region',
      { name: t('cookieConsent.label') },
      { timeout: 5000 },
    );
    await expect(
      within(banner).getByRole('link', { name: t('cookieConsent.learnMore') }),
    ).toHaveAttribute('href', expect.stringContaining('/cookies'));
    await expect(
      within(banner).getByRole('button', { name: t('cookieConsent.decline') }),
    ).toBeVisible();
    await expect(
      within(banner).getByRole('button', { name: t('cookieConsent.allow') }),
    ).toBeVisible();
  },
};
