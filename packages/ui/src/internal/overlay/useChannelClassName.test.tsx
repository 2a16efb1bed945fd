import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { themeNamed } from '../../themes';
import { ThemeScope } from '../../components/ThemeProvider';
import { useChannelClassName } from './useChannelClassName';

function Probe() {
  return <output>{useChannelClassName() || 'none'}</output>;
}

describe('useChannelClassName', () => {
  afterEach(() =>
    document.documentElement.classList.remove(
      themeNamed('se').className,
      themeNamed('com').className,
    ),
  );

  it('reads the channel class from <html> and follows a channel switch', async () => {
    document.documentElement.classList.add(themeNamed('se').className);
    render(<Probe />);
    expect(screen.getByRole('status')).toHaveTextContent(themeNamed('se').className);

    await act(async () => {
      document.documentElement.classList.replace(
        themeNamed('se').className,
        themeNamed('com').className,
      );
      await Promise.resolve();
    });
    expect(screen.getByRole('status')).toHaveTextContent(themeNamed('com').className);
  });

  it('ignores classes that are not channel themes', () => {
    document.documentElement.classList.add('js-enabled');
    render(<Probe />);
    expect(screen.getByRole('status')).toHaveTextContent('none');
    document.documentElement.classList.remove('js-enabled');
  });

  it('prefers the nearest theme scope, so a side-by-side view keeps each half in its channel', () => {
    document.documentElement.classList.add(themeNamed('se').className);
    render(
      <ThemeScope theme="com">
        <Probe />
      </ThemeScope>,
    );
    expect(screen.getByRole('status')).toHaveTextContent(themeNamed('com').className);
    document.documentElement.classList.remove(themeNamed('se').className);
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
    document.documentElement.classList.add(themeNamed('se').className);
    renders = 0;
    seen.length = 0;
    await act(async () => {
      hydrateRoot(container, <LayerOwner />);
    });
    expect(renders).toBe(1);
    expect(seen).toEqual([themeNamed('se').className]);
    document.documentElement.classList.remove(themeNamed('se').className);
  });
});
