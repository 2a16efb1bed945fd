export { AccountAlert } from './AccountAlert';
