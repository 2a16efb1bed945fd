import { ScreenPage } from '../components/ScreenPage/ScreenPage';
import { screenMeta } from '../routing/screenMeta';
import { screenLoader } from '../server/screenLoader.server';
import type { Route } from './+types/product';

export const loader = screenLoader;
export const meta = screenMeta;

/** /p/{alias}, /p/{level}/{alias}, /p/{level}/{level}/{alias} and /product/{alias?}. */
export default function Product({ loaderData }: Route.ComponentProps) {
  return <ScreenPage title={loaderData.title} lead={loaderData.description} />;
}
