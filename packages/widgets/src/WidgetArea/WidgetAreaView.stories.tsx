import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import type { WidgetAreaFragment } from '@hemma/data';
import { buttonsWidgetSchema } from '../ButtonsWidget/ButtonsWidget.schema';
import { withWidgetsSettings } from '../mocks/storyDecorators';
import { storyPersonalisationIn } from '../mocks/storyPersonalisation';
import { storyConfiguration, textOfHtml, type WidgetStoryChannel } from '../mocks/widgetArgs';
import {
  areasIn,
  containerWith,
  frontPageArea,
  listTopArea,
  widgetIn,
} from '../mocks/widgetFixtures';
import { textWidgetSchema } from '../TextWidget/TextWidget.schema';
import { WidgetAreaView } from './WidgetAreaView';

/** A story's area in the story channel (`parameters.channelArgs`): the channel's recording of it. */
const areaInChannel = (area: (channelKey: string) => WidgetAreaFragment) => ({
  channelArgs: ({ channel }: WidgetStoryChannel) => ({ area: area(channel.key) }),
});

/** The areas drawn are the story channel's recordings, its products in the personalised feed. */
const meta = {
  title: 'Widgets/WidgetArea',
  parameters: {
    ...areaInChannel((channelKey) => areasIn(channelKey).frontPage),
    docs: {
      description: {
        component:
          "Draws a widget area the route loader fetched: containers in order, each with its design, layout and widgets. A widget that fails to parse is skipped with a console warning; the rest renders. It reports once every container has mounted (the app ends the global loading indicator then).\n\n**Use** through the app's ContentArea (front page, content pages, list and product page areas); see *Recipes / Content page*.\n\n**Do** let the editor compose; add new widget types to the registry (*Guides / Adding a widget type*). **Don't** wrap widgets in extra layout: containers own it.\n\n**Accessibility** The page needs exactly one h1: from a Text widget, or ContentArea adds a visually hidden one.",
      },
    },
  },
  component: WidgetAreaView,
  decorators: [
    withWidgetsSettings((channel) => ({ personalisation: storyPersonalisationIn(channel) })),
  ],
  args: { area: frontPageArea, onMounted: fn() },
} satisfies Meta<typeof WidgetAreaView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The front page (family Frontpage): every widget type, in the containers the content system set. */
export const FrontPage: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const { title } = storyConfiguration(textWidgetSchema, 'fp-text', globals);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(title ?? '');
    await waitFor(() => expect(args.onMounted).toHaveBeenCalledTimes(1));
  },
};

/** The channel's front page with a container whose widget's configuration is cut short. */
function withABrokenWidget(channelKey: string): WidgetAreaFragment {
  const { frontPage } = areasIn(channelKey);
  const containers = frontPage.containers ?? [];
  return {
    ...frontPage,
    containers: [
      ...containers.slice(0, 2),
      containerWith({
        id: 99,
        name: 'Broken',
        // The area draws containers by sort order: the third container's, so it sits just before it.
        sortOrder: containers[2]?.sortOrder ?? 2,
        layout: 'full',
        design: 'default',
        widgets: [
          { ...widgetIn(channelKey, 'fp-text'), id: 'broken', configuration: '{"title": ' },
        ],
      }),
      ...containers.slice(2, 4),
    ],
  };
}

/** A broken widget in the middle: it is skipped (with a console warning) and the rest renders. */
export const WithABrokenWidget: Story = {
  args: { area: withABrokenWidget('com') },
  parameters: areaInChannel(withABrokenWidget),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    // The buttons after the broken widget: a navigation named by its buttons (it has no title).
    const { buttons } = storyConfiguration(buttonsWidgetSchema, 'fp-buttons', globals);
    await expect(
      canvas.getByRole('navigation', { name: buttons.map((button) => button.text).join(', ') }),
    ).toBeVisible();
    await expect(
      canvasElement.querySelector('[data-name="Broken"] [class]')?.children,
    ).toHaveLength(0);
  },
};

/**
 * A list page's Top area, compact: a one-line notice drawn as a strip (its container's small padding,
 * no block space of the Text widget's own), so the products start above the fold.
 */
export const CompactStrip: Story = {
  args: { area: listTopArea, density: 'compact' },
  parameters: areaInChannel((channelKey) => areasIn(channelKey).listTop),
  play: async ({ canvasElement, globals }) => {
    const strip = canvasElement.querySelector<HTMLElement>('[data-tone]');
    const { text } = storyConfiguration(textWidgetSchema, 'lt-text', globals);
    await expect(strip).toHaveTextContent(textOfHtml(text ?? ''));
    // One line of text and the container's padding: well under the 170 px the regular density takes.
    await expect(strip!.getBoundingClientRect().height).toBeLessThanOrEqual(80);
  },
};
