import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withWidgets } from '../mocks/storyDecorators';
import { recordedInChannel, storyConfiguration, widgetArgs } from '../mocks/widgetArgs';
import { bannerWidget, campaignBannerWidget, listBannerWidget } from '../mocks/widgetFixtures';
import { BannerWidget } from './BannerWidget';
import { bannerWidgetSchema } from './BannerWidget.schema';

const hero = widgetArgs(bannerWidgetSchema, bannerWidget, { isFirst: true });

/** The banners drawn are the story channel's recording (`parameters.channelArgs`). */
const meta = {
  title: 'Widgets/Banner',
  parameters: {
    ...recordedInChannel(bannerWidgetSchema, 'fp-banner'),
    docs: {
      description: {
        component:
          "A large picture with a title, text and a call to action; the whole banner is one link when it has one. Text sits left, centre, right or below the picture, on a light or dark theme.\n\n**Use** as the hero of a content page or a campaign teaser on a list page (the list page's top area). The first banner on a page loads its picture at priority.\n\n**Do** keep the title short and the text to one sentence; pick the theme that keeps the text readable on the picture. **Don't** put the page's h1 here (the banner's title is an h2; a Text widget carries the h1); don't add a second link inside the text.\n\n**Accessibility** One link with the title as its name; the picture is decorative when the title says it all, otherwise it needs alt text in the content system. Text on the picture must meet WCAG AA contrast (checked in both channels).",
      },
    },
  },
  component: BannerWidget,
  decorators: [withWidgets],
  args: hero,
} satisfies Meta<typeof BannerWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The front page's hero: the first widget, so its image loads at once. */
export const Hero: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const { title, href } = storyConfiguration(bannerWidgetSchema, 'fp-banner', globals);
    await expect(canvas.getByRole('heading', { name: title })).toBeVisible();
    await expect(canvas.getByRole('link')).toHaveAttribute('href', href);
    await expect(canvas.getByRole('img')).toHaveAttribute('fetchpriority', 'high');
  },
};

/** The front page's campaign banner: dark panel, text centred. */
export const CampaignDark: Story = {
  args: widgetArgs(bannerWidgetSchema, campaignBannerWidget),
  parameters: recordedInChannel(bannerWidgetSchema, 'fp-campaign'),
};

/** The list page's banner: text on the right. */
export const ListPageRight: Story = {
  args: widgetArgs(bannerWidgetSchema, listBannerWidget),
  parameters: recordedInChannel(bannerWidgetSchema, 'lb-banner'),
};

export const TextBelow: Story = {
  args: { configuration: { ...hero.configuration, textPosition: 'below' } },
  parameters: recordedInChannel(bannerWidgetSchema, 'fp-banner', (configuration) => ({
    ...configuration,
    textPosition: 'below' as const,
  })),
};
