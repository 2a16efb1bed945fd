import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { themeNamed } from '../../themes';
import { ThemeProvider, ThemeScope, themeHtmlAttributes, useChannelTheme } from './ThemeProvider';

function ShowTheme() {
  const theme = useChannelTheme();
  return <p data-theme-class={theme?.className}>{theme ? theme.name : 'none'}</p>;
}

afterEach(() => {
  document.documentElement.className = '';
  delete document.documentElement.dataset.theme;
});

describe('themeHtmlAttributes', () => {
  it('gives the server the channel class for <html>, so the first paint is themed', () => {
    expect(themeHtmlAttributes('se')).toEqual({
      className: themeNamed('se').className,
      'data-theme': 'se',
    });
    expect(themeHtmlAttributes('com').className).toBe(themeNamed('com').className);
    const html = renderToString(<html {...themeHtmlAttributes('com')} lang="en" />);
    expect(html).toContain(`class="${themeNamed('com').className}"`);
  });
});

describe('<ThemeProvider />', () => {
  it('puts the channel class on <html> and swaps it when the channel changes', () => {
    const root = document.documentElement;
    root.classList.add('app-owned');
    const { rerender } = render(
      <ThemeProvider theme="se">
        <ShowTheme />
      </ThemeProvider>,
    );
    expect(root).toHaveClass(themeNamed('se').className, 'app-owned');
    expect(screen.getByText('se')).toBeInTheDocument();

    rerender(
      <ThemeProvider theme="com">
        <ShowTheme />
      </ThemeProvider>,
    );
    expect(root).toHaveClass(themeNamed('com').className, 'app-owned');
    expect(root).not.toHaveClass(themeNamed('se').className);
    expect(root.dataset.theme).toBe('com');
  });

  it('renders on the server without touching a document', () => {
    const html = renderToString(
      <ThemeProvider theme="se">
        <ShowTheme />
      </ThemeProvider>,
    );
    expect(html).toContain('>se<');
  });
});

describe('<ThemeScope />', () => {
  it('scopes a theme to its own part of the page, nearest scope wins', () => {
    render(
      <ThemeProvider theme="se">
        <ShowTheme />
        <ThemeScope theme="com" data-testid="scope">
          <ShowTheme />
        </ThemeScope>
      </ThemeProvider>,
    );
    expect(screen.getByTestId('scope')).toHaveClass(themeNamed('com').className);
    expect(screen.getByText('com')).toHaveAttribute(
      'data-theme-class',
      themeNamed('com').className,
    );
    expect(screen.getByText('se')).toHaveAttribute('data-theme-class', themeNamed('se').className);
    expect(document.documentElement).toHaveClass(themeNamed('se').className);
  });

  it('reports no theme outside any provider', () => {
    render(<ShowTheme />);
    expect(screen.getByText('none')).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <ThemeScope theme="com">
        <p>Scoped content</p>
      </ThemeScope>,
    );
    const result = await axe.run(container);
    expect(result.violations).toEqual([]);
  });
});
