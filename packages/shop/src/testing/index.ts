// Story and test helpers of the shop's parts: Storybook and tests import them from `@hemma/shop/testing`.
export { ShellTestProviders, testShellSettings } from './ShellTestProviders';
export type { ShellTestProvidersProps } from './ShellTestProviders';
export { channelFixture, menuFixtures, menuTitleFixtures, searchFixture } from './fixtures';
export type { SearchProducts } from './fixtures';
export { reachAccordion } from './reachAccordion';
export {
  channelShellSettings,
  storyChannel,
  storyChannelDefinition,
  storyMenu,
  storyText,
} from './storyChannel';
export type { StoryChannel, StoryLanguage, StoryMenu } from './storyChannel';
export { withShell } from './storyDecorators';
export type { ShellStoryParameters } from './storyDecorators';
export { loadChannelLabels, withStoryChannel } from './storyChannelDecorator';
export type { ChannelArgs } from './storyChannelDecorator';
export { cartFixture } from '../cart/fixtures';
export { furnitureListProps } from '../list/fixtures';
export * from '../checkout/testing';
export * from '../account/testing';
