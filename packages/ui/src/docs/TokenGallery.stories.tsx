import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { themes } from '../themes';
import { TokenGallery } from './TokenGallery';

/** The token gallery of the Foundations/Tokens docs page as a story, so visual tests catch a token change. */
const meta = {
  title: 'Foundations/Token gallery',
  component: TokenGallery,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof TokenGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every channel's tokens, whatever the toolbar's channel: screenshotted once (draws-every-channel). */
export const BothChannels: Story = {
  tags: ['draws-every-channel'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const theme of Object.values(themes)) {
      await expect(
        canvas.getAllByRole('region', { name: `${theme.label} tokens` }).length,
      ).toBeGreaterThan(0);
    }
  },
};
