import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withWidgets } from '../mocks/storyDecorators';
import { recordedInChannel, sameInEveryChannel, widgetArgs } from '../mocks/widgetArgs';
import { htmlWidget } from '../mocks/widgetFixtures';
import { xssPayloads } from '../mocks/xssPayloads';
import { HtmlWidget } from './HtmlWidget';
import { htmlWidgetSchema } from './HtmlWidget.schema';

/** The markup drawn is the story channel's recording (`parameters.channelArgs`). */
const meta = {
  title: 'Widgets/Html',
  parameters: {
    ...recordedInChannel(htmlWidgetSchema, 'fp-html'),
    docs: {
      description: {
        component:
          "Markup written in the content system, sanitized on the server and in the browser: no scripts, event handlers, forms or javascript: URLs (tested against a corpus of 157 XSS vectors).\n\n**Use** only for what no other widget does (a table, an embed the shop allows).\n\n**Do** prefer Rich text for formatted text. **Don't** style with inline colours: they bypass the channel themes.\n\n**Accessibility** The markup is the editor's responsibility: headings in order, alt text on images, tables with headers.",
      },
    },
  },
  component: HtmlWidget,
  decorators: [withWidgets],
  args: widgetArgs(htmlWidgetSchema, htmlWidget),
} satisfies Meta<typeof HtmlWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The front page's selling points, written as HTML in the content system. */
export const SellingPoints: Story = {};

/** Every attack payload at once: what is left is the harmless text around them. */
export const Sanitized: Story = {
  args: { configuration: { html: Object.values(xssPayloads).join('') } },
  parameters: sameInEveryChannel,
  play: async ({ canvasElement }) => {
    await expect(
      canvasElement.querySelector('script, iframe, svg, math, [onerror], [onload]'),
    ).toBeNull();
    await expect(within(canvasElement).getByText('Welcome')).toBeVisible();
    for (const link of within(canvasElement).queryAllByRole('link')) {
      await expect(link.getAttribute('href') ?? '').not.toMatch(/^(javascript|data):/i);
    }
  },
};
