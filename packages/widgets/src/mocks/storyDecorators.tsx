import type { Decorator } from '@storybook/react-vite';
import { WidgetsStoryProvider } from './WidgetsStoryProvider';

/** Wraps a widget story in the providers the app gives widgets, with offline images. */
export const withWidgets: Decorator = (Story) => (
  <WidgetsStoryProvider>
    <Story />
  </WidgetsStoryProvider>
);
