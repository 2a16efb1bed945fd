import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withWidgetsSettings } from '../mocks/storyDecorators';
import { storyPersonalisationIn } from '../mocks/storyPersonalisation';
import { recordedInChannel, storyConfiguration, widgetArgs } from '../mocks/widgetArgs';
import { personalisationWidget } from '../mocks/widgetFixtures';
import { PersonalisationFeedWidget } from './PersonalisationFeedWidget';
import { personalisationFeedWidgetSchema } from './PersonalisationFeedWidget.schema';

/**
 * The feed's configuration is the story channel's recording (`parameters.channelArgs`); the
 * stand-in service recommends the channel's recorded products.
 */
const meta = {
  title: 'Widgets/PersonalisationFeed',
  parameters: {
    ...recordedInChannel(personalisationFeedWidgetSchema, 'fp-personal'),
    docs: {
      description: {
        component:
          "Recommendations from the personalisation service for a placement, as product cards. It renders only when the service is active and an account id is configured; otherwise nothing renders, not even its heading.\n\n**Use** on the front page and the product page for 'Picked for you'.\n\n**Do** set a fallback sort so the feed is never empty when the service answers nothing. **Don't** rely on it for navigation: it may be absent.\n\n**Accessibility** A labelled region with the title; the same product cards (and their accessible names) as every product list.",
      },
    },
  },
  component: PersonalisationFeedWidget,
  args: widgetArgs(personalisationFeedWidgetSchema, personalisationWidget),
} satisfies Meta<typeof PersonalisationFeedWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The service is active and an account id is configured: the feed renders. */
export const Active: Story = {
  decorators: [
    withWidgetsSettings((channel) => ({ personalisation: storyPersonalisationIn(channel) })),
  ],
  play: async ({ canvasElement, globals }) => {
    const { title } = storyConfiguration(personalisationFeedWidgetSchema, 'fp-personal', globals);
    await expect(within(canvasElement).getByRole('heading', { name: title })).toBeVisible();
  },
};

/** No account id: nothing renders, not even the heading. */
export const WithoutAccountId: Story = {
  parameters: {
    canvasNote:
      'Empty by design: without an account id the feed renders nothing, not even its heading.',
  },
  decorators: [
    withWidgetsSettings((channel) => ({
      personalisation: { ...storyPersonalisationIn(channel), accountId: null },
    })),
  ],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading')).toBeNull();
  },
};

/** The service is switched off: nothing renders. */
export const ServiceInactive: Story = {
  parameters: {
    canvasNote:
      'Empty by design: with the personalisation service switched off the feed renders nothing.',
  },
  decorators: [
    withWidgetsSettings((channel) => ({
      personalisation: { ...storyPersonalisationIn(channel), active: false },
    })),
  ],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading')).toBeNull();
  },
};
