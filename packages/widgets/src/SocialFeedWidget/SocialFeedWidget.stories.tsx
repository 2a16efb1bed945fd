import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { withWidgets, withWidgetsSettings } from '../mocks/storyDecorators';
import { recordedInChannel, storyConfiguration, widgetArgs } from '../mocks/widgetArgs';
import { socialFeedWidget } from '../mocks/widgetFixtures';
import { SocialFeedWidget } from './SocialFeedWidget';
import { socialFeedWidgetSchema } from './SocialFeedWidget.schema';

/**
 * The feed's configuration is the story channel's recording (`parameters.channelArgs`); the posts
 * are the social-content service's, the same in every channel.
 */
const meta = {
  title: 'Widgets/SocialFeed',
  parameters: {
    ...recordedInChannel(socialFeedWidgetSchema, 'fp-social'),
    docs: {
      description: {
        component:
          "A grid of social posts, each linking to the original: hand-picked in the content system, or loaded from the social-content service by feed key once the grid nears the viewport.\n\n**Use** for 'At home with you' on the front page.\n\n**Do** keep captions short; they become the links' names. **Don't** use it for product information.\n\n**Accessibility** A labelled region; each post is one link named by its author and caption; pictures are decorative inside the named link.",
      },
    },
  },
  component: SocialFeedWidget,
  decorators: [withWidgets],
  args: widgetArgs(socialFeedWidgetSchema, socialFeedWidget),
} satisfies Meta<typeof SocialFeedWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The front page's feed 'hemma-home-feed', from a stand-in for the social-content service. */
export const FromTheService: Story = {
  play: async ({ canvasElement, globals }) => {
    const { title, take } = storyConfiguration(socialFeedWidgetSchema, 'fp-social', globals);
    const feed = within(canvasElement).getByRole('region', { name: title });
    await waitFor(() => expect(feed).not.toHaveAttribute('aria-busy'));
    await expect(within(feed).getAllByRole('listitem')).toHaveLength(take);
  },
};

/** While the service answers, square placeholders hold the space. */
export const Loading: Story = {
  decorators: [withWidgetsSettings({ socialFeedSource: () => ({ posts: [], loading: true }) })],
};
