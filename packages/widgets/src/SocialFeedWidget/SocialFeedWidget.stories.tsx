import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { withWidgets } from '../mocks/storyDecorators';
import { WidgetsStoryProvider } from '../mocks/WidgetsStoryProvider';
import { widgetArgs } from '../mocks/widgetArgs';
import { socialFeedWidget } from '../mocks/widgetFixtures';
import { SocialFeedWidget, socialFeedWidgetSchema } from './SocialFeedWidget';

const meta = {
  title: 'Widgets/SocialFeed',
  component: SocialFeedWidget,
  decorators: [withWidgets],
  args: widgetArgs(socialFeedWidgetSchema, socialFeedWidget),
} satisfies Meta<typeof SocialFeedWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The front page's feed 'hemma-home-feed', from a stand-in for the social-content service. */
export const FromTheService: Story = {
  play: async ({ canvasElement }) => {
    const feed = within(canvasElement).getByRole('region', { name: 'At home with you' });
    await waitFor(() => expect(feed).not.toHaveAttribute('aria-busy'));
    await expect(within(feed).getAllByRole('listitem')).toHaveLength(6);
  },
};

/** While the service answers, square placeholders hold the space. */
export const Loading: Story = {
  decorators: [
    (Story) => (
      <WidgetsStoryProvider socialFeedSource={() => ({ posts: [], loading: true })}>
        <Story />
      </WidgetsStoryProvider>
    ),
  ],
};
