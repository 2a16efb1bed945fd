import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { themes } from '../../themes';
import { ThemeScope } from '../../components/ThemeProvider';
import { useChannelClassName } from './useChannelClassName';

function Probe() {
  return <output>{useChannelClassName() || 'none'}</output>;
}

describe('useChannelClassName', () => {
  afterEach(() =>
    document.documentElement.classList.remove(themes.se.className, themes.com.className),
  );

  it('reads the channel class from <html> and follows a channel switch', async () => {
    document.documentElement.classList.add(themes.se.className);
    render(<Probe />);
    expect(screen.getByRole('status')).toHaveTextContent(themes.se.className);

    await act(async () => {
      document.documentElement.classList.replace(themes.se.className, themes.com.className);
      await Promise.resolve();
    });
    expect(screen.getByRole('status')).toHaveTextContent(themes.com.className);
  });

  it('ignores classes that are not channel themes', () => {
    document.documentElement.classList.add('js-enabled');
    render(<Probe />);
    expect(screen.getByRole('status')).toHaveTextContent('none');
    document.documentElement.classList.remove('js-enabled');
  });

  it('prefers the nearest theme scope, so a side-by-side view keeps each half in its channel', () => {
    document.documentElement.classList.add(themes.se.className);
    render(
      <ThemeScope channel="com">
        <Probe />
      </ThemeScope>,
    );
    expect(screen.getByRole('status')).toHaveTextContent(themes.com.className);
    document.documentElement.classList.remove(themes.se.className);
  });
});
