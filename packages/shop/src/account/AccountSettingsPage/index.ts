export { AccountSettingsPage } from './AccountSettingsPage';
