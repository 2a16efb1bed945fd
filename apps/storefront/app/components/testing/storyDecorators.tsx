import type { Decorator } from '@storybook/react-vite';
import type { ShellSettings } from '../Shell';
import { ShellTestProviders } from './ShellTestProviders';

export interface ShellStoryParameters {
  settings?: Partial<ShellSettings>;
  locale?: 'en' | 'sv';
  path?: string;
  initialPanel?: string;
  initialFrame?: string;
}

/**
 * Wraps a story in the shell's providers (English texts unless `parameters.shell.locale` says sv,
 * since the recorded menus are the English channel's). Stories change settings through
 * `parameters.shell`.
 */
export const withShell: Decorator = (Story, context) => {
  const shell = (context.parameters.shell ?? {}) as ShellStoryParameters;
  return (
    <ShellTestProviders
      locale={shell.locale}
      settings={shell.settings}
      path={shell.path}
      initialPanel={shell.initialPanel}
      initialFrame={shell.initialFrame}
    >
      <Story />
    </ShellTestProviders>
  );
};
