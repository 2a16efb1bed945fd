export { VideoWidget } from './VideoWidget';
export { videoWidgetSchema } from './VideoWidget.schema';
export type { VideoWidgetConfiguration } from './VideoWidget.schema';
export { videoEmbedUrl, embeddedVideoProviders } from './videoEmbed';
export type { EmbeddedVideoProvider } from './videoEmbed';
