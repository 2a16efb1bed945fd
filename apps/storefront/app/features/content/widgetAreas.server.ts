import { WidgetAreaDocument, type WidgetAreaQueryVariables } from '@hemma/data';
import { prepareWidgetArea } from '@hemma/widgets';
import type { RouterContextProvider } from 'react-router';
import { loaderQuery } from '../../data/loaderQuery.server';
import { sharedCatalogueAnswer } from '../../data/sharedAnswers.server';
import { requestCookies } from '../../data/requestCookies.server';
import { serverHtmlSanitizer } from '../shop/htmlSanitizer.server';

/** Spec section 9: on the server a desktop device is assumed. */
export const serverDisplaySetting = 'desktop';

export const widgetAreaNames = {
  frontpage: { family: 'Frontpage', areaName: 'The front page area' },
  content: { family: 'Content', areaName: 'Content' },
  listTop: { family: 'Productlist', areaName: 'Top' },
  listBottom: { family: 'Productlist', areaName: 'Bottom' },
  product: { family: 'Product', areaName: 'Below description' },
} as const;

/**
 * Loads a widget area for the visitor's customer type (sent with every widget query, spec section 6),
 * prepared here on the server (configurations read, HTML sanitized): the browser draws it as given
 * and loads neither zod nor a sanitizer.
 */
export async function loadWidgetArea(
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
  variables: Omit<WidgetAreaQueryVariables, 'customerType' | 'displaySetting'>,
) {
  const { cookies } = requestCookies(request);
  const areaVariables: WidgetAreaQueryVariables = {
    ...variables,
    displaySetting: serverDisplaySetting,
    customerType: cookies.persisted.get().customerType,
  };
  // The same area for every anonymous visitor of a channel, market, language and customer type:
  // kept a short while, prepared once (sharedAnswers.server.ts). The page reads it from the
  // route data only, so it stays out of the Apollo cache the HTML carries.
  return sharedCatalogueAnswer(
    context,
    { name: 'widgetArea', variables: areaVariables },
    async () => {
      const result = await loaderQuery(context, WidgetAreaDocument, areaVariables, {
        cache: false,
      });
      return result.widgetArea
        ? prepareWidgetArea(result.widgetArea, { sanitize: serverHtmlSanitizer() })
        : result.widgetArea;
    },
  );
}
