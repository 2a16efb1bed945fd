import { useWidgetAreaQuery, type CustomerType } from '@hemma/data';
import type { ReactNode } from 'react';
import { useDisplaySetting, type DisplaySetting } from './useDisplaySetting';
import { WidgetAreaError } from './WidgetAreaError';
import { WidgetAreaView, type WidgetAreaViewProps } from './WidgetAreaView';

export interface WidgetAreaQueryProps {
  /** The area family ('Frontpage', 'Productlist', 'Product', 'Content'). */
  family?: string;
  areaName?: string;
  /** A content page's alias (sent as alias). */
  alias?: string;
  /** Page widget collection filters, as key and value pairs. */
  filters?: { key: string; value: string }[];
  preview?: boolean;
  customerType?: CustomerType;
  /** The page's url, for list and product pages. */
  url?: string;
  /** Overrides the viewport's display setting (mobile on a phone, else desktop). */
  displaySetting?: DisplaySetting;
}

export interface WidgetAreaProps extends WidgetAreaQueryProps, Omit<WidgetAreaViewProps, 'area'> {
  /** Drawn while the area loads for the first time. */
  fallback?: ReactNode;
}

/**
 * Loads a widget area with the data package's `widgetArea` query and draws it. A failed load
 * throws a WidgetAreaError carrying the status and message, for the app's error boundary.
 */
export function WidgetArea({
  family,
  areaName,
  alias,
  filters,
  preview = false,
  customerType,
  url,
  displaySetting,
  fallback = null,
  ...viewProps
}: WidgetAreaProps) {
  const viewportDisplay = useDisplaySetting();
  const { data, loading, error } = useWidgetAreaQuery({
    variables: {
      family,
      areaName,
      alias,
      filters,
      preview,
      customerType,
      url,
      displaySetting: displaySetting ?? viewportDisplay,
    },
  });
  if (error) throw new WidgetAreaError(error);
  if (!data?.widgetArea) return loading ? fallback : null;
  return <WidgetAreaView area={data.widgetArea} {...viewProps} />;
}
