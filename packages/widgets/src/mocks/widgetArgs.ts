import type { z } from 'zod/mini';
import {
  parseConfiguration,
  type ConfigurationSchema,
} from '../internal/configuration/parseConfiguration';
import type { WidgetFragment } from '@hemma/data';
import { presentImages } from '../internal/images/imageSource';
import type { WidgetProps } from '../types/widgetProps';
import { storyFixtureChannel, widgetIn } from './widgetFixtures';

/** A widget's props from its API shape, read through its schema as the area would read it. */
export function widgetArgs<Schema extends ConfigurationSchema>(
  schema: Schema,
  widget: WidgetFragment,
  options: { isFirst?: boolean; sizes?: string } = {},
): WidgetProps<z.infer<Schema>> {
  const parsed = parseConfiguration(schema, widget.configuration);
  if (!parsed.ok) throw new Error(`Fixture ${widget.name ?? widget.id}: ${parsed.reason}`);
  return {
    configuration: parsed.value,
    images: presentImages(widget.images),
    imageLayout: { sizes: options.sizes ?? '100vw' },
    isFirst: options.isFirst ?? false,
    name: widget.name ?? undefined,
  };
}

/**
 * What widget stories read of the app's story channel (the `StoryChannel` the Storybook decorator
 * hands to `parameters.channelArgs`): its key. Widgets know nothing of the app, so only this part.
 */
export interface WidgetStoryChannel {
  channel: { key: string };
}

/**
 * A recorded widget of a story channel: the seed's id without its language ('fp-text'), or a
 * function of the channel's key for widgets built from other recordings.
 */
export type RecordedWidget = string | ((channelKey: string) => WidgetFragment);

function recordedIn(channelKey: string, widget: RecordedWidget): WidgetFragment {
  return typeof widget === 'string' ? widgetIn(channelKey, widget) : widget(channelKey);
}

/** The configuration of a story channel's recording of a widget, read through its schema. */
export function configurationIn<Schema extends ConfigurationSchema>(
  schema: Schema,
  channelKey: string,
  widget: RecordedWidget,
): z.infer<Schema> {
  return widgetArgs(schema, recordedIn(channelKey, widget)).configuration;
}

/**
 * The configuration of the toolbar channel's recording, for play functions: they get the story's
 * `globals`, not the args the channel decorator merged, so they read what the story drew here.
 */
export function storyConfiguration<Schema extends ConfigurationSchema>(
  schema: Schema,
  widget: RecordedWidget,
  globals: Record<string, unknown>,
): z.infer<Schema> {
  return configurationIn(schema, storyFixtureChannel(globals), widget);
}

/**
 * `parameters` that draw a recorded widget in the story channel: the channel decorator merges the
 * recording's configuration (adjusted by the story when it shows a variant), images and name into
 * the story's args; `isFirst` and the image sizes stay the story's own.
 */
export function recordedInChannel<Schema extends ConfigurationSchema>(
  schema: Schema,
  widget: RecordedWidget,
  adjust?: (configuration: z.infer<Schema>, channelKey: string) => z.infer<Schema>,
) {
  return {
    channelArgs: ({ channel }: WidgetStoryChannel) => {
      const { configuration, images, name } = widgetArgs(schema, recordedIn(channel.key, widget));
      return {
        configuration: adjust ? adjust(configuration, channel.key) : configuration,
        images,
        name,
      };
    },
  };
}

/** `parameters` of a story whose args are the same in every channel (attack payloads, hand-built data). */
export const sameInEveryChannel = { channelArgs: () => ({}) };

/** The text of content-system HTML as a reader sees it (spaces collapsed), for asserting what a widget shows. */
export function textOfHtml(html: string): string {
  const text = new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
  return text.replace(/\s+/g, ' ').trim();
}
