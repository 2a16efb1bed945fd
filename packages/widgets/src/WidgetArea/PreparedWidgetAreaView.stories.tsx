import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import type { WidgetAreaFragment, WidgetFragment } from '@hemma/data';
import { htmlWidgetSchema } from '../HtmlWidget/HtmlWidget.schema';
import { createHtmlSanitizer } from '../internal/sanitize/sanitizeHtml';
import { withWidgets } from '../mocks/storyDecorators';
import { storyConfiguration, textOfHtml, type WidgetStoryChannel } from '../mocks/widgetArgs';
import { areasIn, containerWith, widgetIn } from '../mocks/widgetFixtures';
import { textWidgetSchema } from '../TextWidget/TextWidget.schema';
import { PreparedWidgetAreaView } from './PreparedWidgetAreaView';
import { prepareWidgetArea } from './prepareWidgetArea';
import type { PreparedWidgetArea } from './preparedWidgetArea';

/** A recorded widget with markup a hostile or careless API could send added to one of its fields. */
function withHostileMarkup(
  widget: WidgetFragment,
  field: 'text' | 'html',
  markup: string,
): WidgetFragment {
  const configuration = JSON.parse(widget.configuration ?? '{}') as Record<string, string>;
  return {
    ...widget,
    configuration: JSON.stringify({
      ...configuration,
      [field]: `${configuration[field] ?? ''}${markup}`,
    }),
  };
}

/** The HTML widget with its headings one level up. */
function asSection(widget: WidgetFragment): WidgetFragment {
  const configuration = JSON.parse(widget.configuration ?? '{}') as Record<string, string>;
  return {
    ...widget,
    configuration: JSON.stringify({
      ...configuration,
      html: (configuration.html ?? '').replace(/<(\/?)h3>/g, '<$1h2>'),
    }),
  };
}

/**
 * An editor's content page in a story channel: its recorded about text (the page's h1) and
 * selling points, with a script, a click handler and a broken picture's onerror added.
 */
function contentAreaIn(channelKey: string): WidgetAreaFragment {
  return {
    ...areasIn(channelKey).about,
    name: 'Content',
    containers: [
      containerWith({
        id: 1,
        name: 'Content',
        layout: 'full',
        design: 'narrow',
        widgets: [
          withHostileMarkup(
            widgetIn(channelKey, 'about-text'),
            'text',
            '<script>alert(1)</script>',
          ),
          withHostileMarkup(
            // Under the page's h1 the selling points' heading is an h2 (on the front page, an h3 under its sections).
            asSection(widgetIn(channelKey, 'fp-html')),
            'html',
            '<p onclick="alert(2)"></p><img alt="" src="x" onerror="alert(3)">',
          ),
        ],
      }),
    ],
  };
}

const prepared = new Map<string, PreparedWidgetArea>();

/** What a loader hands over: the channel's area after `prepareWidgetArea` on the server. */
function serverPrepared(channelKey: string) {
  const area =
    prepared.get(channelKey) ??
    prepareWidgetArea(contentAreaIn(channelKey), { sanitize: createHtmlSanitizer(window) });
  prepared.set(channelKey, area);
  return area;
}

const meta = {
  title: 'Widgets/WidgetArea (sanitized on the server)',
  parameters: {
    channelArgs: ({ channel }: WidgetStoryChannel) => ({ area: serverPrepared(channel.key) }),
    docs: {
      description: {
        component:
          "A widget area a loader prepared on the server with `prepareWidgetArea(area, { sanitize })`: its configurations read against their schemas and its HTML sanitized there, so the browser downloads neither zod nor a sanitizer and hydrates the server's markup.\n\n**Use** for every area a route loader fetched (the app's ContentArea and list pages do).\n\n**Do** prepare with a registry that has every type the view draws (`createWidgetRegistry` on the server, `createWidgetViewRegistry` with the same components in the browser). **Don't** hand it an area that did not come through `prepareWidgetArea`: the type checker refuses a plain area.\n\n**Accessibility** As WidgetArea: the page needs exactly one h1.",
      },
    },
  },
  component: PreparedWidgetAreaView,
  decorators: [withWidgets],
  args: { area: serverPrepared('com'), onMounted: fn() },
} satisfies Meta<typeof PreparedWidgetAreaView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The editor's text and selling points, without the script, the handler or the broken picture's onerror. */
export const ContentPage: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const { title } = storyConfiguration(textWidgetSchema, 'about-text', globals);
    const { html } = storyConfiguration(htmlWidgetSchema, 'fp-html', globals);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(title ?? '');
    await expect(canvasElement).toHaveTextContent(textOfHtml(html));
    await expect(canvasElement.querySelector('script, [onclick], [onerror]')).toBeNull();
  },
};
