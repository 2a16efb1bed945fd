export { AccountPanel, reloadWithoutLoginAction } from './AccountPanel';
export type { AccountPanelProps } from './AccountPanel';
