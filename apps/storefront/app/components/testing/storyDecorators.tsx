import type { Decorator } from '@storybook/react-vite';
import type { ShellSettings } from '../Shell';
import { ShellTestProviders } from './ShellTestProviders';
import { channelShellSettings, storyChannel } from './storyChannel';

export interface ShellStoryParameters {
  settings?: Partial<ShellSettings>;
  /** Overrides the channel's language (only for stories about a language other than the channel's). */
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
  return (
    <ShellTestProviders
      locale={shell.locale ?? storyChannel(context.globals).language}
      settings={{ ...channelShellSettings(context.globals), ...shell.settings }}
      path={shell.path}
      initialPanel={shell.initialPanel}
      initialFrame={shell.initialFrame}
    >
      <Story />
    </ShellTestProviders>
  );
};
