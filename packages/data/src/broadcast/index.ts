export { broadcastTopics, createTabBroadcast, fallbackIntervalMs } from './tabBroadcast';
export { followOtherTabs } from './followOtherTabs';
export type { BroadcastTopic, TabBroadcast, TabBroadcastOptions } from './tabBroadcast';
