import { CookieInformationPage } from '@hemma/shop';
import { cookieNames } from '../config/shop';
import { screenMeta } from '../routing/screenMeta';
import { screenLoader } from '../server/screenLoader.server';
import type { Route } from './+types/cookies';

export const loader = screenLoader;
export const meta = screenMeta;

export default function Cookies({ loaderData }: Route.ComponentProps) {
  return <CookieInformationPage title={loaderData.title} cookieNames={cookieNames} />;
}
