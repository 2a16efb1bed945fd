import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { createHtmlSanitizer } from '../internal/sanitize/sanitizeHtml';
import { sanitizeWidgetArea } from '../internal/sanitize/sanitizeWidgetArea';
import { WidgetsStoryProvider } from '../mocks/WidgetsStoryProvider';
import type { WidgetAreaData } from '../types/widgetData';
import { PresanitizedWidgetAreaView } from './PresanitizedWidgetAreaView';

/** An editor's content page with markup a hostile or careless API could send. */
const contentArea: WidgetAreaData = {
  name: 'Content',
  containers: [
    {
      id: 'content',
      name: 'Content',
      layout: 'full',
      design: 'narrow',
      widgets: [
        {
          id: 'intro',
          type: 'Text',
          configuration: JSON.stringify({
            title: 'Caring for oak',
            titleRenderMode: 'h1',
            textAlign: 'left',
            text: '<p>Wipe with a <strong>dry</strong> cloth.<script>alert(1)</script></p>',
          }),
        },
        {
          id: 'table',
          type: 'HTML',
          configuration: JSON.stringify({
            html: '<table><caption>Oil twice a year</caption><tr><th scope="col">Season</th><th scope="col">Oil</th></tr><tr><td onclick="alert(2)">Spring</td><td>Linseed</td></tr></table><img alt="" src="x" onerror="alert(3)">',
          }),
        },
      ],
    },
  ],
};

/** What a loader hands over: the same area after `sanitizeWidgetArea` on the server. */
const serverSanitized = sanitizeWidgetArea(contentArea, createHtmlSanitizer(window));

const meta = {
  title: 'Widgets/WidgetArea (sanitized on the server)',
  parameters: {
    docs: {
      description: {
        component:
          "A widget area whose HTML a loader sanitized on the server with `sanitizeWidgetArea`: drawn as given, so the browser never downloads or runs a sanitizer and hydrates the server's markup.\n\n**Use** for every area a route loader fetched (the app's ContentArea and list pages do).\n\n**Do** sanitize with the same registry the view draws with. **Don't** hand it an area that did not come through `sanitizeWidgetArea`: the type checker refuses a plain area.\n\n**Accessibility** As WidgetArea: the page needs exactly one h1.",
      },
    },
  },
  component: PresanitizedWidgetAreaView,
  decorators: [
    (Story) => (
      <WidgetsStoryProvider>
        <Story />
      </WidgetsStoryProvider>
    ),
  ],
  args: { area: serverSanitized, onMounted: fn() },
} satisfies Meta<typeof PresanitizedWidgetAreaView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The editor's text and table, without the script, the handler or the broken picture's onerror. */
export const ContentPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Caring for oak');
    await expect(canvas.getByRole('table', { name: 'Oil twice a year' })).toBeVisible();
    await expect(canvasElement.querySelector('script, [onclick], [onerror]')).toBeNull();
  },
};
