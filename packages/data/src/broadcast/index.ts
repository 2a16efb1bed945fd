export { broadcastTopics, createTabBroadcast, fallbackIntervalMs } from './tabBroadcast';
export type { BroadcastTopic, TabBroadcast, TabBroadcastOptions } from './tabBroadcast';
