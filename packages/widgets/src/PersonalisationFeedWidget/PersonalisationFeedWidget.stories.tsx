import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyPersonalisation } from '../mocks/storyPersonalisation';
import { WidgetsStoryProvider } from '../mocks/WidgetsStoryProvider';
import { widgetArgs } from '../mocks/widgetArgs';
import { personalisationWidget } from '../mocks/widgetFixtures';
import {
  PersonalisationFeedWidget,
  personalisationFeedWidgetSchema,
} from './PersonalisationFeedWidget';

const meta = {
  title: 'Widgets/PersonalisationFeed',
  component: PersonalisationFeedWidget,
  args: widgetArgs(personalisationFeedWidgetSchema, personalisationWidget),
} satisfies Meta<typeof PersonalisationFeedWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The service is active and an account id is configured: the feed renders. */
export const Active: Story = {
  decorators: [
    (Story) => (
      <WidgetsStoryProvider personalisation={storyPersonalisation}>
        <Story />
      </WidgetsStoryProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'Picked for you' }),
    ).toBeVisible();
  },
};

/** No account id: nothing renders, not even the heading. */
export const WithoutAccountId: Story = {
  decorators: [
    (Story) => (
      <WidgetsStoryProvider personalisation={{ ...storyPersonalisation, accountId: null }}>
        <Story />
      </WidgetsStoryProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading')).toBeNull();
  },
};

/** The service is switched off: nothing renders. */
export const ServiceInactive: Story = {
  decorators: [
    (Story) => (
      <WidgetsStoryProvider personalisation={{ ...storyPersonalisation, active: false }}>
        <Story />
      </WidgetsStoryProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading')).toBeNull();
  },
};
