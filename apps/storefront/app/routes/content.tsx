import { useTranslation } from 'react-i18next';
import { ScreenPage } from '../components/ScreenPage/ScreenPage';
import { notFound } from '../routing/notFound';
import { screenMeta } from '../routing/screenMeta';
import { screenData } from '../server/screenLoader.server';
import type { Route } from './+types/content';

/** Content aliases are slugs: a file name such as /favicon.ico or /sw.js is not a page (404). */
export function loader(args: Route.LoaderArgs) {
  const page = screenData(args);
  if (page.params.alias?.includes('.')) notFound();
  return page;
}
export const meta = screenMeta;

/** Content pages by alias: /content/{alias?} and the catch-all /{alias}. */
export default function Content({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const alias = loaderData.params.alias;
  return <ScreenPage title={loaderData.title} lead={alias ? t('pages.contentAliasLabel', { alias }) : loaderData.description} />;
}
