import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withShell } from '../../../components/testing/storyDecorators';
import { favoritesStore } from '../favoritesStore';
import { FavoriteToggle } from './FavoriteToggle';

/** The favorites heart: a toggle button whose pressed state is the mark. */
const meta = {
  title: 'Storefront/Shopping/FavoriteToggle',
  parameters: {
    // Pinned to the English channel: the data is the com channel's recording and the play
    // functions name its English texts (to be derived from the channel, see issue 20's note).
    shell: { locale: 'en' },
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

export const NotMarked: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Favorite Bo 2-seater sofa' }),
    ).toHaveAttribute('aria-pressed', 'false');
  },
};

/** Clicked: the filled heart, pressed, and the id kept in the persisted-state cookie. */
export const Marked: Story = {
  play: async ({ canvasElement }) => {
    const heart = within(canvasElement).getByRole('button', { name: 'Favorite Bo 2-seater sofa' });
    await userEvent.click(heart);
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(decodeURIComponent(document.cookie)).toContain('"favorites":[424242]');
  },
};
