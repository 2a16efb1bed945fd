export {
  ThemeProvider,
  ThemeScope,
  applyThemeToDocument,
  themeHtmlAttributes,
  useChannelTheme,
  useThemeClassName,
} from './ThemeProvider';
export type { ThemeProviderProps, ThemeScopeProps } from './ThemeProvider';
