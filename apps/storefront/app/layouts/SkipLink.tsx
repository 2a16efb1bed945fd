import type { MouseEvent } from 'react';
import { useShopLabels } from '@hemma/shop';
import * as styles from './layouts.css';

/** The id of every layout's main landmark, the skip link's target. */
export const mainContentId = 'main';

/**
 * "Skip to content": the first Tab stop of every layout, past the header's twenty-odd links to
 * the main landmark (WCAG 2.4.1). Off screen until focused, so it changes no pixels otherwise.
 * Without JavaScript the fragment link moves the reading position; with it, focus moves into the
 * main landmark itself, so the next Tab continues from there.
 */
export function SkipLink() {
  const { t } = useShopLabels();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(mainContentId);
    if (!main) return;
    event.preventDefault();
    if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
    main.focus();
  };
  return (
    <a href={`#${mainContentId}`} className={styles.skipLink} onClick={skip}>
      {t('shell.skipToContent')}
    </a>
  );
}
