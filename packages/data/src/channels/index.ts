export {
  channelById,
  channelList,
  defaultChannelForLanguage,
  defineChannels,
  shopChannels,
} from './registry';
export type {
  ChannelDefinition,
  ChannelRegistry,
  ChannelSellingPoints,
  RegistryOf,
} from './registry';
