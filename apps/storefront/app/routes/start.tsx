import { visuallyHidden } from '@hemma/ui';
import { screenMeta } from '../routing/screenMeta';
import { screenLoader } from '../server/screenLoader.server';
import type { Route } from './+types/start';

export const loader = screenLoader;
export const meta = screenMeta;

/** Spec section 2: the start page is empty; its heading is there for assistive technology. */
export default function Start({ loaderData }: Route.ComponentProps) {
  return <h1 className={visuallyHidden}>{loaderData.title}</h1>;
}
