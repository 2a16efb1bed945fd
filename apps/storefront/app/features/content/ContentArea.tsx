import { visuallyHidden } from '@hemma/ui';
import { PreparedWidgetAreaView, type PreparedWidgetArea } from '@hemma/widgets';
import { ShopProviders } from '../shop/ShopProviders';
import { areaHasPageHeading } from '@hemma/shop';

/** An area as the loaders hand it over: read and sanitized on the server (`loadWidgetArea`). */
export type LoadedWidgetArea = PreparedWidgetArea;

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
          <PreparedWidgetAreaView area={area} className={className} />
        </ShopProviders>
      ) : null}
    </>
  );
}
