import { visuallyHidden } from '@hemma/ui';
import { PresanitizedWidgetAreaView, type PresanitizedWidgetArea } from '@hemma/widgets';
import { ShopProviders } from '../shop/ShopProviders';
import { areaHasPageHeading, type WidgetAreaResult } from './pageHeading';

/** An area as the loaders hand it over: its HTML sanitized on the server (`loadWidgetArea`). */
export type LoadedWidgetArea = PresanitizedWidgetArea<WidgetAreaResult>;

export interface ContentAreaProps {
  area: LoadedWidgetArea | null | undefined;
  /** The page's h1 for assistive technology when the editor put none in the area (a page has exactly one). */
  heading: string;
  className?: string;
}

/** A content widget area the route loader fetched, drawn on the server and hydrated as is. */
export function ContentArea({ area, heading, className }: ContentAreaProps) {
  return (
    <>
      {areaHasPageHeading(area) ? null : <h1 className={visuallyHidden}>{heading}</h1>}
      {area ? (
        <ShopProviders>
          <PresanitizedWidgetAreaView area={area} className={className} />
        </ShopProviders>
      ) : null}
    </>
  );
}
