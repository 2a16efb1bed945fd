export { ConfirmationPage } from './ConfirmationPage';
export type { ConfirmationPageProps } from './ConfirmationPage';
