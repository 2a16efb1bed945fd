import { englishUiLabels, type UiLabels } from './LabelsProvider';

/**
 * The words a story's canvas shows, for its play function: the channel's labels that Storybook's
 * preview loads (`loaded.uiLabels`), or ui's English defaults where no preview provides any.
 */
export function storyLabels(loaded: Record<string, unknown> | undefined): UiLabels {
  return (loaded?.uiLabels as UiLabels | undefined) ?? englishUiLabels;
}
