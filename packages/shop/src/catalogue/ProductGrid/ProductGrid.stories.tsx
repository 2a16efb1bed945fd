import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { expect, within } from 'storybook/test';
import { ShopProvidersView } from '../../providers';
import { storyChannel, type StoryChannel } from '../../testing';
import { ProductGrid } from './ProductGrid';
import { furnitureCards } from './fixtures';

const meta = {
  title: 'Shop/Catalogue/ProductGrid',
  component: ProductGrid,
  tags: ['autodocs'],
  args: { products: [], label: '' },
  argTypes: { products: { control: false } },
  decorators: [
    (Story, { globals }) => (
      <MemoryRouter>
        <ShopProvidersView imageBaseUrl="/images" locale={storyChannel(globals).language}>
          <Story />
        </ShopProvidersView>
      </MemoryRouter>
    ),
  ],
  parameters: {
    channelArgs: (channel: StoryChannel) => ({
      products: furnitureCards(channel.fixtures, 8),
      label: channel.t('campaign.summer.productsTitle'),
    }),
    docs: {
      description: {
        component: `Product cards in the list page's grid — two a row on phones, three on tablets, four from laptops — for any page that shows a handful of products: a campaign, a landing page, a brand's picks. Each card (\`ProductCard\` of @hemma/widgets) is one link to its product, with picture, brand, name and price in the visitor's VAT.

**Use** with products a loader asked the API for on the server (\`productCardData\` keeps only what a card draws), inside \`ShopProvidersView\` or the app's ShopProviders, which give the links, the picture host and the VAT choice.

**Do** set \`priorityRow\` when the grid is the page's first content. **Don't** use it for a whole category with filters and paging: that is the list page.

**Accessibility** A labelled list (\`ul\`) of links, each named by its product's name; prices say which is the regular and which the selling price.`,
      },
    },
  },
} satisfies Meta<typeof ProductGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(8);
    await expect(within(list).getAllByRole('link')).toHaveLength(8);
  },
};

export const FirstOnThePage: Story = {
  tags: ['no-visual'],
  parameters: {
    visual: { reason: 'The same pictures as Default; only how early the first row loads differs.' },
  },
  args: { priorityRow: true },
};
