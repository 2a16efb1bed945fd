import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { themes } from '../../themes';
import {
  ThemeProvider,
  ThemeScope,
  themeHtmlAttributes,
  useChannelTheme,
} from './ThemeProvider';

function ShowTheme() {
  const theme = useChannelTheme();
  return <p data-theme-class={theme?.className}>{theme ? theme.channelId : 'none'}</p>;
}

afterEach(() => {
  document.documentElement.className = '';
  delete document.documentElement.dataset.channel;
});

describe('themeHtmlAttributes', () => {
  it('gives the server the channel class for <html>, so the first paint is themed', () => {
    expect(themeHtmlAttributes('se')).toEqual({
      className: themes.se.className,
      'data-channel': 'se',
    });
    expect(themeHtmlAttributes('com').className).toBe(themes.com.className);
    const html = renderToString(<html {...themeHtmlAttributes('com')} lang="en" />);
    expect(html).toContain(`class="${themes.com.className}"`);
  });
});

describe('<ThemeProvider />', () => {
  it('puts the channel class on <html> and swaps it when the channel changes', () => {
    const root = document.documentElement;
    root.classList.add('app-owned');
    const { rerender } = render(
      <ThemeProvider channel="se">
        <ShowTheme />
      </ThemeProvider>,
    );
    expect(root).toHaveClass(themes.se.className, 'app-owned');
    expect(screen.getByText('1|se')).toBeInTheDocument();

    rerender(
      <ThemeProvider channel="com">
        <ShowTheme />
      </ThemeProvider>,
    );
    expect(root).toHaveClass(themes.com.className, 'app-owned');
    expect(root).not.toHaveClass(themes.se.className);
    expect(root.dataset.channel).toBe('com');
  });

  it('renders on the server without touching a document', () => {
    const html = renderToString(
      <ThemeProvider channel="se">
        <ShowTheme />
      </ThemeProvider>,
    );
    expect(html).toContain('1|se');
  });
});

describe('<ThemeScope />', () => {
  it('scopes a theme to its own part of the page, nearest scope wins', () => {
    render(
      <ThemeProvider channel="se">
        <ShowTheme />
        <ThemeScope channel="com" data-testid="scope">
          <ShowTheme />
        </ThemeScope>
      </ThemeProvider>,
    );
    expect(screen.getByTestId('scope')).toHaveClass(themes.com.className);
    expect(screen.getByText('3|com')).toHaveAttribute('data-theme-class', themes.com.className);
    expect(screen.getByText('1|se')).toHaveAttribute('data-theme-class', themes.se.className);
    expect(document.documentElement).toHaveClass(themes.se.className);
  });

  it('reports no theme outside any provider', () => {
    render(<ShowTheme />);
    expect(screen.getByText('none')).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <ThemeScope channel="com">
        <p>Scoped content</p>
      </ThemeScope>,
    );
    const result = await axe.run(container);
    expect(result.violations).toEqual([]);
  });
});
