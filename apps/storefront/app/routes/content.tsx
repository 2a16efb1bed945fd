import { withPageMeta } from '../data/pageMeta';
import { ContentArea } from '../features/content/ContentArea';
import { loadWidgetArea, widgetAreaNames } from '../features/content/widgetAreas.server';
import { notFound } from '../routing/notFound';
import { screenMeta } from '../routing/screenMeta';
import { requireRequestState } from '../server/requestMiddleware.server';
import { screenData } from '../server/screenLoader.server';
import type { Route } from './+types/content';
import { bundledTranslator } from '@hemma/shop';

/**
 * Content pages by alias: /content/{alias} and the catch-all /{alias}. A file name such as
 * /favicon.ico is not a page, and an alias the content system does not know is a 404.
 */
export async function loader(args: Route.LoaderArgs) {
  const page = screenData(args);
  const alias = page.params.alias;
  if (!alias || alias.includes('.')) notFound();
  const area = await loadWidgetArea(args, { ...widgetAreaNames.content, alias });
  if (!area) notFound();
  const { locale } = requireRequestState(args.context);
  const t = bundledTranslator(locale);
  return {
    ...withPageMeta(page, { title: area.title, meta: area.meta }, (title) =>
      t('site.title', { title }),
    ),
    area,
  };
}

export const meta = screenMeta;

export default function Content({ loaderData }: Route.ComponentProps) {
  return <ContentArea area={loaderData.area} heading={loaderData.title} />;
}
