import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { cartFixture, withShell, storyChannel, type StoryChannel } from '@hemma/shop/testing';
import { favoritesStore } from '@hemma/data';
import { FavoriteToggle } from './FavoriteToggle';

/** The favorites heart: a toggle button whose pressed state is the mark. */
const meta = {
  title: 'Storefront/Shopping/FavoriteToggle',
  parameters: {
    docs: {
      description: {
        component: `The heart that marks a product as a favorite and unmarks it, anywhere: the product page, product cards, the favorites page. The marks live in the persisted-state cookie (\`favoritesStore\` of @hemma/data), so every heart of the same product and the header's count change together.

**Use** with the product's id and name; place it with \`className\` (over a card's picture, beside the product name). **Don't** put it inside a link: a button inside a link is neither valid nor operable (see \`FavoriteProductCard\`).

**Accessibility:** a toggle button (\`aria-pressed\`) whose name stays the same ('Favorite …' and the product), so a screen reader hears the state change, not a new button.`,
      },
    },
    // The recorded sofa's name in the channel's language; the id stays the story's own.
    channelArgs: ({ fixtures }: StoryChannel) => ({
      name: cartFixture(fixtures).items?.[0]?.product?.name ?? '',
    }),
  },
  component: FavoriteToggle,
  decorators: [withShell],
  args: { productId: 424242, name: 'Bo 2-seater sofa' },
  // Every story starts from no marks: the store reads the persisted-state cookie afresh.
  beforeEach: () => {
    document.cookie = 'hemma=; Max-Age=0; Path=/';
    favoritesStore.reset();
  },
} satisfies Meta<typeof FavoriteToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The heart's name as a shopper hears it: "Favorite" and the product, in the channel's language. */
function heartName(globals: Record<string, unknown>) {
  const { fixtures, t } = storyChannel(globals);
  return t('favorites.toggle', { name: cartFixture(fixtures).items?.[0]?.product?.name ?? '' });
}

export const NotMarked: Story = {
  play: async ({ canvasElement, globals }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: heartName(globals) }),
    ).toHaveAttribute('aria-pressed', 'false');
  },
};

/** Clicked: the filled heart, pressed, and the id kept in the persisted-state cookie. */
export const Marked: Story = {
  play: async ({ canvasElement, globals }) => {
    const heart = within(canvasElement).getByRole('button', { name: heartName(globals) });
    await userEvent.click(heart);
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(decodeURIComponent(document.cookie)).toContain('"favorites":[424242]');
  },
};
