export {
  authPath,
  createAccountSession,
  hasSession,
  signPath,
  tabAccountSession,
} from './accountSession';
export type { AccountSession, AccountSessionOptions, AuthOutcome } from './accountSession';
export {
  AccountSessionProvider,
  useAccountSession,
  useSessionStatus,
} from './AccountSessionContext';
export type { SessionStatus } from './AccountSessionContext';
export { accountPanelRequestOf, loginTokenOf, withoutLoginAction } from './loginAction';
export type { AccountPanelRequest } from './loginAction';
