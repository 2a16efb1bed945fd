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
import { themes, type ChannelName, type ChannelTheme } from '../../themes';

const ThemeContext = createContext<ChannelTheme | null>(null);

// useLayoutEffect warns on the server; there the class comes from themeHtmlAttributes instead.
const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

const allThemeClasses = Object.values(themes).map((theme) => theme.className);

/**
 * Attributes for the server-rendered `<html>`: `<html {...themeHtmlAttributes('se')}>`.
 * With the class in the first byte of HTML the page paints in the right theme, no flash.
 */
export function themeHtmlAttributes(channel: ChannelName) {
  return { className: themes[channel].className, 'data-channel': channel } as const;
}

/** Switches the document to one channel: the other channels' classes go, this one's comes. */
export function applyThemeToDocument(
  channel: ChannelName,
  root: HTMLElement = document.documentElement,
) {
  root.classList.remove(...allThemeClasses.filter((name) => name !== themes[channel].className));
  root.classList.add(themes[channel].className);
  root.dataset.channel = channel;
}

export interface ThemeProviderProps {
  channel: ChannelName;
  children?: ReactNode;
}

/**
 * The channel theme of the whole page. It keeps the class on `<html>` in step on the client
 * (portals such as dialogs render under <body> and inherit it from there).
 */
export function ThemeProvider({ channel, children }: ThemeProviderProps) {
  useIsomorphicLayoutEffect(() => applyThemeToDocument(channel), [channel]);
  return <ThemeContext.Provider value={themes[channel]}>{children}</ThemeContext.Provider>;
}

export interface ThemeScopeProps extends HTMLAttributes<HTMLDivElement> {
  channel: ChannelName;
}

/**
 * A channel theme for one part of the page only: a wrapper with the theme class, painted with
 * the page surface. Works on the server as it is plain markup; used by Storybook's side-by-side mode.
 */
export const ThemeScope = forwardRef<HTMLDivElement, ThemeScopeProps>(function ThemeScope(
  { channel, className, children, ...rest },
  ref,
) {
  const theme = themes[channel];
  return (
    <ThemeContext.Provider value={theme}>
      <div
        ref={ref}
        className={[theme.className, pageSurface, className].filter(Boolean).join(' ')}
        data-channel={channel}
        {...rest}
      >
        {children}
      </div>
    </ThemeContext.Provider>
  );
});
ThemeScope.displayName = 'ThemeScope';

/** The nearest channel theme, or null outside any provider or scope. */
export function useChannelTheme(): ChannelTheme | null {
  return useContext(ThemeContext);
}
