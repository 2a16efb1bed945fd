import { defaultChannelForLanguage } from '@hemma/data';
import type { Decorator } from '@storybook/react-vite';
import type { ShellSettings } from '../shell';
import { ShellTestProviders } from './ShellTestProviders';
import { channelShellSettings, storyChannel } from './storyChannel';

export interface ShellStoryParameters {
  settings?: Partial<ShellSettings>;
  /**
   * Pins the story to the channel written in this language, whatever the toolbar says: for stories
   * whose data was recorded in one channel only (the com cart, product and checkout fixtures, in
   * English and euros) and whose play functions still name that data's texts.
   */
  locale?: 'en' | 'sv';
  path?: string;
  initialPanel?: string;
  initialFrame?: string;
}

/**
 * Wraps a story in the shell's providers in the toolbar's channel: its language, its markets named
 * in that language with its default market current, and amounts in that market's currency.
 * Stories change single settings through `parameters.shell`.
 */
export const withShell: Decorator = (Story, context) => {
  const shell = (context.parameters.shell ?? {}) as ShellStoryParameters;
  const globals = shell.locale
    ? { channel: defaultChannelForLanguage(shell.locale).key }
    : context.globals;
  return (
    <ShellTestProviders
      locale={storyChannel(globals).language}
      settings={{ ...channelShellSettings(globals), ...shell.settings }}
      path={shell.path}
      initialPanel={shell.initialPanel}
      initialFrame={shell.initialFrame}
    >
      <Story />
    </ShellTestProviders>
  );
};
