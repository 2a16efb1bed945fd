export { VideoWidget, videoWidgetSchema } from './VideoWidget';
export type { VideoWidgetConfiguration } from './VideoWidget';
export { videoEmbedUrl, videoProviders } from './videoEmbed';
export type { VideoProvider } from './videoEmbed';
