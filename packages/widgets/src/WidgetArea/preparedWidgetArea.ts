import type { WidgetFragment } from '@hemma/data';
import type { ConfigurationResult } from '../internal/configuration/configurationResult';
import type { AreaOf } from './WidgetAreaFrame';

/** A widget whose configuration a server read: its value (HTML sanitized) in place of the JSON. */
export type PreparedWidget = Omit<WidgetFragment, 'configuration'> & {
  prepared: ConfigurationResult<unknown>;
};

declare const preparedOnServer: unique symbol;

/**
 * An area from `prepareWidgetArea`: every configuration read against its schema and every HTML
 * field sanitized on the server. The mark exists for the type checker only: nothing in the data
 * (which the API controls) can claim it.
 */
export type PreparedWidgetArea = AreaOf<PreparedWidget> & {
  readonly [preparedOnServer]: true;
};
