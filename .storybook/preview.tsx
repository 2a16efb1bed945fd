import '@fontsource-variable/inter';
import type { Preview } from '@storybook/react-vite';
import { withChannelTheme } from './decorators';
import { channelItems, viewports } from './modes';

const preview: Preview = {
  decorators: [withChannelTheme],
  globalTypes: {
    channel: {
      description: 'Sales channel theme',
      toolbar: { title: 'Channel', icon: 'paintbrush', items: channelItems, dynamicTitle: true },
    },
  },
  initialGlobals: { channel: 'se' },
  parameters: {
    layout: 'fullscreen',
    viewport: { options: viewports },
    controls: { expanded: true },
    a11y: { test: 'error' },
  },
  tags: ['autodocs'],
};

export default preview;
