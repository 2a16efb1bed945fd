export { channelOf, fixtureChannels } from './channels';
export type { FixtureChannel, FixtureChannelKey } from './channels';
export {
  documentOf,
  findFixture,
  fixtureData,
  fixturesOf,
  operationKind,
  recordedOperations,
} from './fixtures';
export type { Fixture, OperationName, OperationResult, OperationVariablesOf } from './fixtures';
export {
  dataHandler,
  fixtureHandler,
  graphqlErrorHandler,
  handlers,
  loadingHandler,
  serverErrorHandler,
} from './handlers';
export {
  ApolloStoryProvider,
  createMockApolloClient,
  mockGraphqlEndpoint,
  withApolloStory,
} from './ApolloStoryProvider';
export { collectImages, imageWidths, mockImageBaseUrl, relativeImageUrls } from './images';
export type { ImageKind } from './images';
