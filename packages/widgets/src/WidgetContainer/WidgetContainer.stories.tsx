import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { withWidgets } from '../mocks/storyDecorators';
import { imageWidgets, socialFeedWidget, textWidget, videoWidget, richTextWidget } from '../mocks/widgetFixtures';
import { defaultWidgetRegistry } from '../registry/defaultWidgets';
import { WidgetContainer } from './WidgetContainer';

const fourImages = [...imageWidgets, { ...imageWidgets[0]!, id: 'w-image-lamps-2', name: 'Lamps again' }];

const meta = {
  title: 'Widgets/WidgetContainer',
  component: WidgetContainer,
  decorators: [withWidgets],
  args: {
    registry: defaultWidgetRegistry,
    onMounted: fn(),
    container: { id: 1, name: 'Categories', layout: 'third', design: 'default', widgets: imageWidgets },
  },
} satisfies Meta<typeof WidgetContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One column on phones, three from tablet up; signals mounted once all three have mounted. */
export const Thirds: Story = {
  play: async ({ args }) => {
    await waitFor(() => expect(args.onMounted).toHaveBeenCalledTimes(1));
  },
};

export const Halves: Story = {
  args: { container: { id: 2, name: 'Workshop', layout: 'half', design: 'default', widgets: [videoWidget, richTextWidget] } },
};

export const Quarters: Story = {
  args: { container: { id: 3, name: 'Four', layout: 'quarter', design: 'default', widgets: fourImages } },
};

export const Narrow: Story = {
  args: { container: { id: 4, name: 'Intro', layout: 'full', design: 'narrow', widgets: [textWidget] } },
};

export const FullWidth: Story = {
  args: { container: { id: 5, name: 'Social', layout: 'full', design: 'full width', widgets: [socialFeedWidget] } },
};
