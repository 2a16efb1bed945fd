import { useMemo } from 'react';
import { useShopLabels } from './ShopLabels';

/**
 * The locale dates are written in, per page language: the English shop sells in Europe, so its
 * dates read day first (26 Nov 2026), as in the Swedish shop (26 nov. 2026).
 */
const dateLocales: Record<string, string> = { sv: 'sv-SE', en: 'en-GB' };

export interface DateFormats {
  /** An order's or a review's day: 26 Nov 2026. */
  day(iso: string): string;
  /** A day within a recent period (the price history): 26 Nov. */
  dayAndMonth(iso: string): string;
}

const formatsByLanguage = new Map<string, DateFormats>();

/**
 * The one way dates are written in a language. The API's dates are days in UTC. Built once per
 * language: an Intl formatter is costly to make, and the server renders many pages in each.
 */
export function dateFormats(language: string): DateFormats {
  let formats = formatsByLanguage.get(language);
  if (!formats) {
    formats = makeDateFormats(language);
    formatsByLanguage.set(language, formats);
  }
  return formats;
}

function makeDateFormats(language: string): DateFormats {
  const locale = dateLocales[language] ?? language;
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const dayAndMonth = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  return {
    day: (iso) => day.format(new Date(iso)),
    dayAndMonth: (iso) => dayAndMonth.format(new Date(iso)),
  };
}

export function useDateFormats(): DateFormats {
  const { language } = useShopLabels();
  return useMemo(() => dateFormats(language), [language]);
}
