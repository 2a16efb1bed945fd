export { LabelsProvider, englishUiLabels, useUiLabels } from './LabelsProvider';
export type { LabelsProviderProps, UiLabels } from './LabelsProvider';
