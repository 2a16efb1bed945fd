import { ScreenPage } from '../components/ScreenPage/ScreenPage';
import { screenMeta } from '../routing/screenMeta';
import { screenLoader } from '../server/screenLoader.server';
import type { Route } from './+types/brands';

export const loader = screenLoader;
export const meta = screenMeta;

export default function Brands({ loaderData }: Route.ComponentProps) {
  return <ScreenPage title={loaderData.title} lead={loaderData.description} />;
}
