import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withWidgets } from '../mocks/storyDecorators';
import { widgetArgs } from '../mocks/widgetArgs';
import { bannerBelowWidget, bannerWidget } from '../mocks/widgetFixtures';
import { BannerWidget, bannerWidgetSchema } from './BannerWidget';

const hero = widgetArgs(bannerWidgetSchema, bannerWidget, { isFirst: true });

const meta = {
  title: 'Widgets/Banner',
  component: BannerWidget,
  decorators: [withWidgets],
  args: hero,
  argTypes: {
    configuration: { control: 'object' },
  },
} satisfies Meta<typeof BannerWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The front page's hero: the first widget, so its image loads at once. */
export const Hero: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent('Room to breathe');
    await expect(within(canvasElement).getByRole('link')).toHaveAttribute('href', '/c/sofas');
  },
};

export const TextCentered: Story = {
  args: { configuration: { ...hero.configuration, textPosition: 'center' } },
};

export const DarkTextOnTheRight: Story = {
  args: { configuration: { ...hero.configuration, textPosition: 'right', textColor: 'dark' } },
};

export const TextBelow: Story = {
  args: widgetArgs(bannerWidgetSchema, bannerBelowWidget),
};
