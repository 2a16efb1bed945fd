import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withWidgets } from '../mocks/storyDecorators';
import { widgetArgs } from '../mocks/widgetArgs';
import { socialFeedWidget } from '../mocks/widgetFixtures';
import { SocialFeedWidget, socialFeedWidgetSchema } from './SocialFeedWidget';

const args = widgetArgs(socialFeedWidgetSchema, socialFeedWidget);

const meta = {
  title: 'Widgets/SocialFeed',
  component: SocialFeedWidget,
  decorators: [withWidgets],
  args,
} satisfies Meta<typeof SocialFeedWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SixPosts: Story = {
  play: async ({ canvasElement }) => {
    const feed = within(canvasElement).getByRole('region', { name: 'At home with you' });
    await expect(within(feed).getAllByRole('listitem')).toHaveLength(6);
  },
};

export const WithoutHeader: Story = {
  args: { configuration: { ...args.configuration, title: undefined, handle: undefined } },
};
