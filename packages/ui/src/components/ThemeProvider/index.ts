export {
  ThemeProvider,
  ThemeScope,
  applyThemeToDocument,
  themeHtmlAttributes,
  useChannelTheme,
} from './ThemeProvider';
export type { ThemeProviderProps, ThemeScopeProps } from './ThemeProvider';
