import { BannerWidget, bannerWidgetSchema } from '../BannerWidget';
import { ButtonsWidget, buttonsWidgetSchema } from '../ButtonsWidget';
import { HtmlWidget, htmlWidgetSchema } from '../HtmlWidget';
import { ImageWidget, imageWidgetSchema } from '../ImageWidget';
import { JsonWidget, jsonWidgetSchema } from '../JsonWidget';
import {
  PersonalisationFeedWidget,
  personalisationFeedWidgetSchema,
} from '../PersonalisationFeedWidget';
import { ProductListWidget, productListWidgetSchema } from '../ProductListWidget';
import { RichTextWidget, richTextWidgetSchema } from '../RichTextWidget';
import { SocialFeedWidget, socialFeedWidgetSchema } from '../SocialFeedWidget';
import { TextWidget, textWidgetSchema } from '../TextWidget';
import { VideoWidget, videoWidgetSchema } from '../VideoWidget';
import {
  createRegistry,
  type WidgetDefinitions,
  type WidgetRegistry,
} from './createWidgetRegistry';
import { defaultWidgetViews } from './defaultWidgetViews';
import { defineWidget } from './widgetDefinition';

/** Every widget type of the content system, by its plain name. */
export const defaultWidgets = {
  Image: defineWidget(imageWidgetSchema, ImageWidget),
  Text: defineWidget(textWidgetSchema, TextWidget, { htmlFields: { text: 'richText' } }),
  Buttons: defineWidget(buttonsWidgetSchema, ButtonsWidget),
  ProductList: defineWidget(productListWidgetSchema, ProductListWidget),
  Banner: defineWidget(bannerWidgetSchema, BannerWidget),
  Video: defineWidget(videoWidgetSchema, VideoWidget),
  Html: defineWidget(htmlWidgetSchema, HtmlWidget, { htmlFields: { html: 'html' } }),
  RichText: defineWidget(richTextWidgetSchema, RichTextWidget, {
    htmlFields: { html: 'richText' },
  }),
  SocialFeed: defineWidget(socialFeedWidgetSchema, SocialFeedWidget),
  PersonalisationFeed: defineWidget(personalisationFeedWidgetSchema, PersonalisationFeedWidget),
  Json: defineWidget(jsonWidgetSchema, JsonWidget, {
    placement: defaultWidgetViews.Json.placement,
  }),
} satisfies WidgetDefinitions;

/**
 * The registry of widget types. Overrides replace a type or add one; keys may be spelled as the
 * API sends them ('TextPageWidget', 'Product list') or plainly ('Text', 'ProductList').
 */
export function createWidgetRegistry(overrides: WidgetDefinitions = {}): WidgetRegistry {
  return createRegistry<WidgetDefinitions[string]>(defaultWidgets, overrides);
}

export const defaultWidgetRegistry = createWidgetRegistry();
