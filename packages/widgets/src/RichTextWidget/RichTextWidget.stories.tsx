import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withWidgets } from '../mocks/storyDecorators';
import { widgetArgs } from '../mocks/widgetArgs';
import { richTextWidget, termsRichTextWidget } from '../mocks/widgetFixtures';
import { xssPayloads } from '../mocks/xssPayloads';
import { RichTextWidget, richTextWidgetSchema } from './RichTextWidget';

const args = widgetArgs(richTextWidgetSchema, richTextWidget);

const meta = {
  title: 'Widgets/RichText',
  component: RichTextWidget,
  decorators: [withWidgets],
  args,
} satisfies Meta<typeof RichTextWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The front page's note on beds. */
export const SleepWell: Story = {};

/** The terms page: section headings and paragraphs. */
export const TermsOfPurchase: Story = {
  args: widgetArgs(richTextWidgetSchema, termsRichTextWidget),
};

export const Centered: Story = {
  args: { configuration: { ...args.configuration, textAlignment: 'center' } },
};

export const Sanitized: Story = {
  args: { configuration: { ...args.configuration, html: Object.values(xssPayloads).join('') } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('script, iframe, svg, math, img')).toBeNull();
    await expect(within(canvasElement).getByText('Welcome')).toBeVisible();
  },
};
