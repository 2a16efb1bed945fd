export { AccountBalancePage, BalanceList } from './AccountBalancePage';
