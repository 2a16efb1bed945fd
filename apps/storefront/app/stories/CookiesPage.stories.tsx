import type { Meta, StoryObj } from '@storybook/react-vite';
import { useShopLabels, CookieInformationPage } from '@hemma/shop';
import { expect, within } from 'storybook/test';
import { cookieNames } from '../config/shop';
import { pageCookies, pageText, withPage, type PageStoryParameters } from './PageStoryFrame';

function CookiesScreen() {
  const { t } = useShopLabels();
  return <CookieInformationPage title={t('screens.cookies.title')} cookieNames={cookieNames} />;
}

/**
 * The cookie information page (/cookies) the consent banner's 'learn more' leads to: every cookie
 * of the shop with its purpose and lifetime, in the default layout.
 */
const meta = {
  title: 'Pages/Cookie information',
  decorators: [withPage],
  beforeEach: pageCookies,
  render: () => <CookiesScreen />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = pageText(globals);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('screens.cookies.title') }),
    ).toBeVisible();
    const table = canvas.getByRole('table', { name: t('screens.cookies.title') });
    await expect(
      within(table).getByRole('rowheader', { name: cookieNames.cookieConsent }),
    ).toBeVisible();
    await expect(canvas.getByText(t('cookiesPage.changeChoice'))).toBeVisible();
  },
};

/** A first visit lands here from a search engine: no choice stored, so the consent banner shows over the page. */
export const WithConsentBanner: Story = {
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
      within(banner).getByRole('button', { name: t('cookieConsent.decline') }),
    ).toBeVisible();
    await expect(
      within(banner).getByRole('button', { name: t('cookieConsent.allow') }),
    ).toBeVisible();
  },
};
