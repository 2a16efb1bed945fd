import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { storyPersonalisation } from '../mocks/storyPersonalisation';
import { WidgetsStoryProvider } from '../mocks/WidgetsStoryProvider';
import { frontPageArea, textWidget } from '../mocks/widgetFixtures';
import { WidgetAreaView } from './WidgetAreaView';

const meta = {
  title: 'Widgets/WidgetArea',
  parameters: {
    docs: {
      description: {
        component:
          "Draws a widget area the route loader fetched: containers in order, each with its design, layout and widgets. A widget that fails to parse is skipped with a console warning; the rest renders. It reports once every container has mounted (the app ends the global loading indicator then).\n\n**Use** through the app's ContentArea (front page, content pages, list and product page areas); see *Recipes / Content page*.\n\n**Do** let the editor compose; add new widget types to the registry (*Guides / Adding a widget type*). **Don't** wrap widgets in extra layout: containers own it.\n\n**Accessibility** The page needs exactly one h1: from a Text widget, or ContentArea adds a visually hidden one.",
      },
    },
  },
  component: WidgetAreaView,
  decorators: [
    (Story) => (
      <WidgetsStoryProvider personalisation={storyPersonalisation}>
        <Story />
      </WidgetsStoryProvider>
    ),
  ],
  args: { area: frontPageArea, onMounted: fn() },
} satisfies Meta<typeof WidgetAreaView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The front page (family Frontpage): every widget type, in the containers the content system set. */
export const FrontPage: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome to Hemma');
    await waitFor(() => expect(args.onMounted).toHaveBeenCalledTimes(1));
  },
};

export const FrontPagePhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** A broken widget in the middle: it is skipped (with a console warning) and the rest renders. */
export const WithABrokenWidget: Story = {
  args: {
    area: {
      ...frontPageArea,
      containers: [
        ...(frontPageArea.containers ?? []).slice(0, 2),
        {
          id: 99,
          name: 'Broken',
          layout: 'full',
          design: 'default',
          widgets: [{ ...textWidget, id: 'broken', configuration: '{"title": ' }],
        },
        ...(frontPageArea.containers ?? []).slice(2, 4),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('navigation', { name: 'Sofas and armchairs, Lighting, Textiles' }),
    ).toBeVisible();
    await expect(
      canvasElement.querySelector('[data-name="Broken"] [class]')?.children,
    ).toHaveLength(0);
  },
};
