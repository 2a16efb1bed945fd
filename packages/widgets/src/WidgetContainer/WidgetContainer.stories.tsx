import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import type { WidgetFragment } from '@hemma/data';
import { withWidgets } from '../mocks/storyDecorators';
import type { WidgetStoryChannel } from '../mocks/widgetArgs';
import { containerWith, widgetIn } from '../mocks/widgetFixtures';
import { defaultWidgetRegistry } from '../registry/defaultWidgets';
import { WidgetContainer } from './WidgetContainer';

/** A container of recorded widgets, by the seed's ids without their language ('fp-image'). */
type ContainerOf = (widget: (id: string) => WidgetFragment) => Parameters<typeof containerWith>[0];

/**
 * A story's container in the story channel (`parameters.channelArgs`): the same container, its
 * widgets the channel's recording; the English recording in the args for the controls.
 */
function inChannel(container: ContainerOf) {
  return {
    args: { container: containerWith(container((id) => widgetIn('com', id))) },
    parameters: {
      channelArgs: ({ channel }: WidgetStoryChannel) => ({
        container: containerWith(container((id) => widgetIn(channel.key, id))),
      }),
    },
  };
}

const halves = inChannel((widget) => ({
  id: 11,
  name: 'Container 11',
  layout: '50/50',
  design: 'transparent',
  widgets: [widget('fp-image'), widget('fp-richtext')],
}));

const meta = {
  title: 'Widgets/WidgetContainer',
  parameters: {
    ...halves.parameters,
    docs: {
      description: {
        component:
          "A row of widgets with a width (default, narrow or full width), a layout (full, halves, thirds, quarters) that collapses to one column on phones, and a background (none, light, dark or accent, from the channel's tokens), which the content system calls its design.\n\n**Use** as the content system's unit of layout; every widget sits in one.\n\n**Do** pick the dark or accent design for one container at a time, to give the page rhythm. **Don't** nest containers.\n\n**Accessibility** The background designs keep text at WCAG AA in both channels (header and footer surface tokens); the order of widgets is the reading order on every screen size.",
      },
    },
  },
  component: WidgetContainer,
  decorators: [withWidgets],
  args: {
    registry: defaultWidgetRegistry,
    onMounted: fn(),
    ...halves.args,
  },
} satisfies Meta<typeof WidgetContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One column on phones, two from tablet up; signals mounted once both widgets have mounted. */
export const Halves: Story = {
  play: async ({ args }) => {
    await waitFor(() => expect(args.onMounted).toHaveBeenCalledTimes(1));
  },
};

export const Thirds: Story = inChannel((widget) => ({
  id: 1,
  name: 'Thirds',
  layout: 'third',
  design: 'default',
  widgets: [widget('fp-image'), widget('pp-text'), widget('fp-image')],
}));

export const Quarters: Story = inChannel((widget) => ({
  id: 2,
  name: 'Quarters',
  layout: 'quarter',
  design: 'default',
  widgets: [widget('fp-image'), widget('fp-image'), widget('fp-image'), widget('fp-image')],
}));

/** The design 'light': a sunken background behind the front page's welcome. */
export const LightBackground: Story = inChannel((widget) => ({
  id: 9,
  name: 'Container 9',
  layout: 'full',
  design: 'light',
  widgets: [widget('fp-text'), widget('fp-buttons')],
}));

/** The design 'dark': every widget inside takes the dark surface's colours. */
export const DarkBackground: Story = inChannel((widget) => ({
  id: 12,
  name: 'Container 12',
  layout: 'full',
  design: 'dark',
  widgets: [widget('fp-video')],
}));

/** The design 'accent': the channel's accent surface. */
export const AccentBackground: Story = inChannel((widget) => ({
  id: 13,
  name: 'Container 13',
  layout: '50/50',
  design: 'accent',
  widgets: [widget('fp-campaign'), widget('fp-html')],
}));

export const Narrow: Story = inChannel((widget) => ({
  id: 3,
  name: 'Narrow',
  layout: 'full',
  design: 'narrow',
  widgets: [widget('fp-richtext')],
}));

export const FullWidth: Story = inChannel((widget) => ({
  id: 4,
  name: 'Full width',
  layout: 'full',
  design: 'full width',
  widgets: [widget('fp-image')],
}));
