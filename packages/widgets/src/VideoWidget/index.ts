export { VideoWidget, videoWidgetSchema } from './VideoWidget';
export type { VideoWidgetConfiguration } from './VideoWidget';
export { videoEmbedUrl, embeddedVideoProviders } from './videoEmbed';
export type { EmbeddedVideoProvider } from './videoEmbed';
