import {
  createContext,
  forwardRef,
  useContext,
  useEffect,
  useLayoutEffect,
  type HTMLAttributes,
  type ReactNode,
} from 'react';
import { pageSurface } from '../../css/surfaces.css';
import { themeNamed, themes, type ChannelTheme } from '../../themes';

const ThemeContext = createContext<ChannelTheme | null>(null);

// useLayoutEffect warns on the server; there the class comes from themeHtmlAttributes instead.
const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

const allThemeClasses = Object.values(themes).map((theme) => theme.className);

/**
 * Attributes for the server-rendered `<html>`: `<html {...themeHtmlAttributes('se')}>`, by theme
 * name. With the class in the first byte of HTML the page paints in the right theme, no flash.
 */
export function themeHtmlAttributes(theme: string) {
  return { className: themeNamed(theme).className, 'data-theme': theme } as const;
}

/** Switches the document to one theme: the other themes' classes go, this one's comes. */
export function applyThemeToDocument(theme: string, root: HTMLElement = document.documentElement) {
  const { className } = themeNamed(theme);
  root.classList.remove(...allThemeClasses.filter((name) => name !== className));
  root.classList.add(className);
  root.dataset.theme = theme;
}

export interface ThemeProviderProps {
  /** The theme's name (a key of `themes`). */
  theme: string;
  children?: ReactNode;
}

/**
 * The theme of the whole page. It keeps the class on `<html>` in step on the client
 * (portals such as dialogs render under <body> and inherit it from there).
 */
export function ThemeProvider({ theme, children }: ThemeProviderProps) {
  useIsomorphicLayoutEffect(() => applyThemeToDocument(theme), [theme]);
  return <ThemeContext.Provider value={themeNamed(theme)}>{children}</ThemeContext.Provider>;
}

export interface ThemeScopeProps extends HTMLAttributes<HTMLDivElement> {
  /** The theme's name (a key of `themes`). */
  theme: string;
}

/**
 * A channel theme for one part of the page only: a wrapper with the theme class, painted with
 * the page surface. Works on the server as it is plain markup; used by Storybook's side-by-side mode.
 */
export const ThemeScope = forwardRef<HTMLDivElement, ThemeScopeProps>(function ThemeScope(
  { theme: name, className, children, ...rest },
  ref,
) {
  const theme = themeNamed(name);
  return (
    <ThemeContext.Provider value={theme}>
      <div
        ref={ref}
        className={[theme.className, pageSurface, className].filter(Boolean).join(' ')}
        data-theme={name}
        {...rest}
      >
        {children}
      </div>
    </ThemeContext.Provider>
  );
});
ThemeScope.displayName = 'ThemeScope';

/** The nearest theme, or null outside any provider or scope. */
export function useChannelTheme(): ChannelTheme | null {
  return useContext(ThemeContext);
}
