import { fixtureData, type FixtureChannelKey } from '@hemma/data/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { withShell, type StoryChannel } from '@hemma/shop/testing';
import { BrandsPage } from './BrandsPage';

/** The brands facet of the channel's recorded furniture list, as the brands route lists it. */
function recordedBrands(fixtures: FixtureChannelKey) {
  const facet = fixtureData('productFilters', fixtures).products?.filters?.facets?.find(
    (candidate) => candidate?.group === 'b',
  );
  return (facet?.values ?? []).flatMap((value) =>
    value?.url && value.label ? [{ name: value.label, href: value.url, count: value.count }] : [],
  );
}

/** Every brand of the recorded furniture list, in the channel's language and paths. */
const meta = {
  title: 'Storefront/Shopping/BrandsPage',
  parameters: {
    channelArgs: ({ fixtures, language, t }: StoryChannel) => ({
      title: t('screens.brands.title'),
      brands: recordedBrands(fixtures),
      locale: language,
    }),
  },
  component: BrandsPage,
  decorators: [withShell],
  args: { title: 'Brands', brands: recordedBrands('com'), locale: 'en' },
} satisfies Meta<typeof BrandsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
