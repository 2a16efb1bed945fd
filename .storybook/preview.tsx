import '@fontsource-variable/inter';
import { handlers, withApolloStory } from '@hemma/data/mocks';
import type { Preview } from '@storybook/react-vite';
import { loadHtmlSanitizer } from '@hemma/widgets';
import { requireA11yReasons } from './a11yExemptions';
import { heldPictureHandler } from './heldPictures';
import { loadChannelLabels, withStoryChannel } from '@hemma/shop/testing';
import { loadMswUnlessSideBySide, withCanvasNote, withChannelTheme } from './decorators';
import { channelItems, modes, viewports } from './modes';

const preview: Preview = {
  // The first decorator is the innermost: a story's note on its empty canvas, above the story; each
  // story gets its own Apollo client (MSW answers it from the fixtures recorded off the API),
  // inside the channel's texts and shop context, inside its theme.
  decorators: [withCanvasNote, withApolloStory, withStoryChannel, withChannelTheme],
  // DOMPurify loads on demand in the app; a story that sanitizes HTML in the browser has it from
  // its first render, so the snapshot never catches the moment before it arrives.
  loaders: [loadMswUnlessSideBySide, loadChannelLabels, loadHtmlSanitizer],
  beforeEach: [requireA11yReasons],
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
    // A story overrides an operation with `msw: { handlers: { data: [graphqlErrorHandler(...), ...handlers] } }`.
    // Pictures under /held-pictures/ never arrive (an image's loading state).
    msw: { handlers: { data: handlers, heldPictures: [heldPictureHandler] } },
    // Channel x viewport for Chromatic; the local visual suite has its own projects (scripts/visual).
    chromatic: { modes },
  },
  tags: ['autodocs'],
};

export default preview;
