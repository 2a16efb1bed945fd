import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
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

  it('hydrates in one render: the class is only drawn on layers, which the server never renders', async () => {
    let renders = 0;
    const seen: string[] = [];
    function LayerOwner() {
      renders += 1;
      seen.push(useChannelClassName());
      return <p>Hemma</p>;
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(<LayerOwner />);
    document.documentElement.classList.add(themes.se.className);
    renders = 0;
    seen.length = 0;
    await act(async () => {
      hydrateRoot(container, <LayerOwner />);
    });
    expect(renders).toBe(1);
    expect(seen).toEqual([themes.se.className]);
    document.documentElement.classList.remove(themes.se.className);
  });
});
