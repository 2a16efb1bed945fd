export { SidePanel, sidePanelSides } from './SidePanel';
export type { SidePanelContentProps, SidePanelSide } from './SidePanel';
export { SidePanelProvider, useSidePanel } from './SidePanelContext';
export type {
  SidePanelController,
  SidePanelProviderProps,
  SidePanelState,
} from './SidePanelContext';
