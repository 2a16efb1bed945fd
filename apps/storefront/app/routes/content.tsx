import { useTranslation } from 'react-i18next';
import { ScreenPage } from '../components/ScreenPage/ScreenPage';
import { screenMeta } from '../routing/screenMeta';
import { screenLoader } from '../server/screenLoader.server';
import type { Route } from './+types/content';

export const loader = screenLoader;
export const meta = screenMeta;

/** Content pages by alias: /content/{alias?} and the catch-all /{alias}. */
export default function Content({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const alias = loaderData.params.alias;
  return <ScreenPage title={loaderData.title} lead={alias ? t('pages.contentAliasLabel', { alias }) : loaderData.description} />;
}
