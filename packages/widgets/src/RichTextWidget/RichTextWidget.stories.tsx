import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withWidgets } from '../mocks/storyDecorators';
import { recordedInChannel, widgetArgs } from '../mocks/widgetArgs';
import { richTextWidget, termsRichTextWidget } from '../mocks/widgetFixtures';
import { xssPayloads } from '../mocks/xssPayloads';
import { RichTextWidget } from './RichTextWidget';
import { richTextWidgetSchema } from './RichTextWidget.schema';

const args = widgetArgs(richTextWidgetSchema, richTextWidget);

/** The texts drawn are the story channel's recording (`parameters.channelArgs`). */
const meta = {
  title: 'Widgets/RichText',
  parameters: {
    ...recordedInChannel(richTextWidgetSchema, 'fp-richtext'),
    docs: {
      description: {
        component:
          "Formatted text from the content system: paragraphs, lists, emphasis and links only (sanitized), left aligned or centred, with an optional title.\n\n**Use** for about texts, delivery information, care instructions.\n\n**Do** use lists for selling points. **Don't** centre long texts; don't paste styled HTML (use the Html widget when you must).\n\n**Accessibility** Headings in order from the title; links say where they go (no 'click here').",
      },
    },
  },
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
  parameters: recordedInChannel(richTextWidgetSchema, 'terms-text'),
};

export const Centered: Story = {
  args: { configuration: { ...args.configuration, textAlignment: 'center' } },
  parameters: recordedInChannel(richTextWidgetSchema, 'fp-richtext', (configuration) => ({
    ...configuration,
    textAlignment: 'center' as const,
  })),
};

export const Sanitized: Story = {
  args: { configuration: { ...args.configuration, html: Object.values(xssPayloads).join('') } },
  // The channel's title over the same attack payloads.
  parameters: recordedInChannel(richTextWidgetSchema, 'fp-richtext', (configuration) => ({
    ...configuration,
    html: Object.values(xssPayloads).join(''),
  })),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('script, iframe, svg, math, img')).toBeNull();
    await expect(within(canvasElement).getByText('Welcome')).toBeVisible();
  },
};
