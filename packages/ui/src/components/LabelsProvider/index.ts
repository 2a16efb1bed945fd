export { LabelsProvider, englishUiLabels, useUiLabels } from './LabelsProvider';
export type { LabelsProviderProps, StockLabels, UiLabels } from './LabelsProvider';
