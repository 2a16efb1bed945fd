export { LabelsProvider, englishUiLabels, useUiLabels } from './LabelsProvider';
export type {
  LabelsProviderProps,
  StockLabels,
  UiLabels,
  ValidationLabels,
} from './LabelsProvider';
