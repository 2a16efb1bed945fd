import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { withWidgets } from '../mocks/storyDecorators';
import {
  campaignBannerWidget,
  htmlWidget,
  imageWidget,
  productPageTextWidget,
  richTextWidget,
  textWidget,
  buttonsWidget,
  videoWidget,
} from '../mocks/widgetFixtures';
import { defaultWidgetRegistry } from '../registry/defaultWidgets';
import { WidgetContainer } from './WidgetContainer';

const meta = {
  title: 'Widgets/WidgetContainer',
  parameters: {
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
    container: {
      id: 11,
      name: 'Container 11',
      layout: '50/50',
      design: 'transparent',
      widgets: [imageWidget, richTextWidget],
    },
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

export const Thirds: Story = {
  args: {
    container: {
      id: 1,
      name: 'Thirds',
      layout: 'third',
      design: 'default',
      widgets: [imageWidget, productPageTextWidget, imageWidget],
    },
  },
};

export const Quarters: Story = {
  args: {
    container: {
      id: 2,
      name: 'Quarters',
      layout: 'quarter',
      design: 'default',
      widgets: [imageWidget, imageWidget, imageWidget, imageWidget],
    },
  },
};

/** The design 'light': a sunken background behind the front page's welcome. */
export const LightBackground: Story = {
  args: {
    container: {
      id: 9,
      name: 'Container 9',
      layout: 'full',
      design: 'light',
      widgets: [textWidget, buttonsWidget],
    },
  },
};

/** The design 'dark': every widget inside takes the dark surface's colours. */
export const DarkBackground: Story = {
  args: {
    container: {
      id: 12,
      name: 'Container 12',
      layout: 'full',
      design: 'dark',
      widgets: [videoWidget],
    },
  },
};

/** The design 'accent': the channel's accent surface. */
export const AccentBackground: Story = {
  args: {
    container: {
      id: 13,
      name: 'Container 13',
      layout: '50/50',
      design: 'accent',
      widgets: [campaignBannerWidget, htmlWidget],
    },
  },
};

export const Narrow: Story = {
  args: {
    container: {
      id: 3,
      name: 'Narrow',
      layout: 'full',
      design: 'narrow',
      widgets: [richTextWidget],
    },
  },
};

export const FullWidth: Story = {
  args: {
    container: {
      id: 4,
      name: 'Full width',
      layout: 'full',
      design: 'full width',
      widgets: [imageWidget],
    },
  },
};
