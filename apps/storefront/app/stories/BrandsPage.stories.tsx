import type { Meta, StoryObj } from '@storybook/react-vite';
import { useShopLabels, BrandsPage } from '@hemma/shop';
import { ShopProviders } from '../features/shop/ShopProviders';
import { expect, within } from 'storybook/test';
import { pageBrands } from './pageFixtures';
import {
  pageChannelOf,
  pageCookies,
  pageLocaleOf,
  pageText,
  withPage,
  type PageChannel,
} from './PageStoryFrame';

/** The brands route's screen: every brand of the catalogue, A to Z, each linked to its list. */
function BrandsScreen({ channel }: { channel: PageChannel }) {
  const { t } = useShopLabels();
  return (
    <ShopProviders>
      <BrandsPage
        title={t('screens.brands.title')}
        brands={pageBrands(channel)}
        locale={pageLocaleOf(channel)}
      />
    </ShopProviders>
  );
}

/** The brands page (/brands, /varumarken) in the default layout, from the recorded catalogue's brand facet. */
const meta = {
  title: 'Pages/Brands',
  decorators: [withPage],
  beforeEach: pageCookies,
  render: (_args, { globals }) => <BrandsScreen channel={pageChannelOf(globals)} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = pageText(globals);
    const canvas = within(canvasElement);
    const brands = pageBrands(pageChannelOf(globals));
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('screens.brands.title') }),
    ).toBeVisible();
    for (const brand of brands) {
      // The shop's link puts the market and language in front of the API's path.
      await expect(canvas.getByRole('link', { name: brand.name }).getAttribute('href')).toMatch(
        new RegExp(`${brand.href}$`),
      );
    }
    await expect(canvas.getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(0);
  },
};
