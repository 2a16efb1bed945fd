import type { WidgetAreaQuery } from '@hemma/data';
import { WidgetAreaView } from '@hemma/widgets';
import { ShopProviders } from '../shop/ShopProviders';

export type WidgetAreaResult = NonNullable<WidgetAreaQuery['widgetArea']>;

/** A content widget area the route loader fetched, drawn on the server and hydrated as is. */
export function ContentArea({ area, className }: { area: WidgetAreaResult; className?: string }) {
  return (
    <ShopProviders>
      <WidgetAreaView area={area} className={className} />
    </ShopProviders>
  );
}
