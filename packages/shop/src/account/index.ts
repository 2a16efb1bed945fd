export * from './AccountAlert';
export * from './AccountBalancePage';
export * from './AccountLayout';
export * from './AccountOrdersPage';
export * from './AccountPage';
export * from './AccountPanel';
export * from './AuthForms';
export * from './ResetPasswordPage';
export * from './AccountSettingsPage';
export {
  accountFailureText,
  authFailureText,
  graphqlErrorCode,
  resetFailureText,
} from './accountMessages';
export { useAccountForm, usePasswordLabels } from './useAccountForm';
export type { FieldRule, FieldSpec } from './useAccountForm';
export { useLogout } from './useLogout';
/** The account pages' shared styles, for the app's account parts (settings page, login token notice). */
export * as accountStyles from './account.css';
