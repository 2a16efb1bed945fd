import { BannerWidget } from '../BannerWidget';
import { ButtonsWidget } from '../ButtonsWidget';
import { HtmlWidget } from '../HtmlWidget';
import { ImageWidget } from '../ImageWidget';
import { JsonWidget } from '../JsonWidget';
import { PersonalisationFeedWidget } from '../PersonalisationFeedWidget';
import { ProductListWidget } from '../ProductListWidget';
import { RichTextWidget } from '../RichTextWidget';
import { SocialFeedWidget } from '../SocialFeedWidget';
import { TextWidget } from '../TextWidget';
import { VideoWidget } from '../VideoWidget';
import { createRegistry, type WidgetViewRegistry, type WidgetViews } from './createWidgetRegistry';

/**
 * The component of every widget type of the content system, without the schemas: what the browser
 * needs for areas a server prepared, so zod stays on the server.
 */
export const defaultWidgetViews = {
  Image: { component: ImageWidget },
  Text: { component: TextWidget },
  Buttons: { component: ButtonsWidget },
  ProductList: { component: ProductListWidget },
  Banner: { component: BannerWidget },
  Video: { component: VideoWidget },
  Html: { component: HtmlWidget },
  RichText: { component: RichTextWidget },
  SocialFeed: { component: SocialFeedWidget },
  PersonalisationFeed: { component: PersonalisationFeedWidget },
  Json: { component: JsonWidget, placement: 'none' },
} satisfies WidgetViews;

/** The registry of widget components for prepared areas; overrides replace a type or add one. */
export function createWidgetViewRegistry(overrides: WidgetViews = {}): WidgetViewRegistry {
  return createRegistry<WidgetViews[string]>(defaultWidgetViews, overrides);
}

export const defaultWidgetViewRegistry = createWidgetViewRegistry();
