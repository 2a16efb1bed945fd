import { ScreenPage } from '../components/ScreenPage/ScreenPage';
import { screenMeta } from '../routing/screenMeta';
import { screenData } from '../server/screenLoader.server';
import type { Route } from './+types/search';

export function loader(args: Route.LoaderArgs) {
  return screenData(args, { title: (t, params) => t('search.resultsFor', { term: params.search ?? '' }) });
}

export const meta = screenMeta;

export default function Search({ loaderData }: Route.ComponentProps) {
  return <ScreenPage title={loaderData.title} lead={loaderData.description} />;
}
