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
    docs: {
      description: {
        component:
          "Every brand of the shop, grouped by first letter in the page language's alphabetical order, each a link to its brand list with its number of products.\n\n**Use** for the brands route; the app's loader turns the catalogue's brand facet into entries (`brandEntriesOf`).\n\n**Do** give it the page's locale, so the letters sort as the language does (Å, Ä, Ö last in Swedish). **Don't** hand it the hidden facet values: `brandEntriesOf` leaves them out.\n\n**Accessibility** The page's h1, then one section per letter labelled by its h2; every brand is a link named by the brand, its count in plain text after it.",
      },
    },
  },
  component: BrandsPage,
  decorators: [withShell],
  args: { title: 'Brands', brands: recordedBrands('com'), locale: 'en' },
} satisfies Meta<typeof BrandsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
