import type { Decorator } from '@storybook/react-vite';
import type { WidgetsSettings } from '../internal/context/WidgetsContext';
import { storyFixtureChannel } from './widgetFixtures';
import { WidgetsStoryProvider } from './WidgetsStoryProvider';

/** Settings a story gives its widgets, or a function of the story channel's key that makes them. */
export type StoryWidgetsSettings =
  Partial<WidgetsSettings> | ((channelKey: string) => Partial<WidgetsSettings>);

/**
 * Wraps a widget story in the providers the app gives widgets, with offline images and the
 * toolbar channel's recorded products, plus the story's own settings.
 */
export function withWidgetsSettings(settings: StoryWidgetsSettings = {}): Decorator {
  return (Story, { globals }) => {
    const channel = storyFixtureChannel(globals);
    const own = typeof settings === 'function' ? settings(channel) : settings;
    return (
      <WidgetsStoryProvider channel={channel} {...own}>
        <Story />
      </WidgetsStoryProvider>
    );
  };
}

/** Wraps a widget story in the providers the app gives widgets, in the toolbar's channel. */
export const withWidgets: Decorator = withWidgetsSettings();
