import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withWidgets } from '../mocks/storyDecorators';
import { widgetArgs } from '../mocks/widgetArgs';
import { bannerWidget, campaignBannerWidget, listBannerWidget } from '../mocks/widgetFixtures';
import { BannerWidget, bannerWidgetSchema } from './BannerWidget';

const hero = widgetArgs(bannerWidgetSchema, bannerWidget, { isFirst: true });

const meta = {
  title: 'Widgets/Banner',
  component: BannerWidget,
  decorators: [withWidgets],
  args: hero,
} satisfies Meta<typeof BannerWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The front page's hero: the first widget, so its image loads at once. */
export const Hero: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'A home to long for' })).toBeVisible();
    await expect(canvas.getByRole('link')).toHaveAttribute('href', '/list/all?sort=LATEST');
    await expect(canvas.getByRole('img')).toHaveAttribute('fetchpriority', 'high');
  },
};

/** The front page's campaign banner: dark panel, text centred. */
export const CampaignDark: Story = {
  args: widgetArgs(bannerWidgetSchema, campaignBannerWidget),
};

/** The list page's banner: text on the right. */
export const ListPageRight: Story = {
  args: widgetArgs(bannerWidgetSchema, listBannerWidget),
};

export const TextBelow: Story = {
  args: { configuration: { ...hero.configuration, textPosition: 'below' } },
};
