import { assignInlineVars } from '@vanilla-extract/dynamic';
import { useId } from 'react';
import { Button } from '../Button';
import { englishUiLabels, useUiLabels } from '../LabelsProvider/LabelsProvider';
import * as styles from './Pagination.css';

/** The spec's pagination text: 'Showing {sum} of {total}'. */
export const showingText = englishUiLabels.showing;

export interface PaginationProps {
  /** How many products are on the page now. */
  sum: number;
  /** How many products the list holds. */
  total: number;
  /** Fetches the next page; without it, or when every product is shown, there is no button. */
  onLoadMore?: () => void;
  /** The next page is being fetched: the button shows a spinner and ignores clicks. */
  loading?: boolean;
  /** Words the summary in the page's language; the LabelsProvider's `showing` by default. */
  formatText?: (sum: number, total: number) => string;
  /** The LabelsProvider's `loadMore` by default. */
  loadMoreLabel?: string;
}

/** How far through a product list the shopper is, with a button to load the next page. */
export function Pagination({
  sum,
  total,
  onLoadMore,
  loading = false,
  formatText,
  loadMoreLabel,
}: PaginationProps) {
  const labels = useUiLabels();
  const summaryId = useId();
  const shown = Math.min(Math.max(sum, 0), Math.max(total, 0));
  const share = total > 0 ? shown / total : 0;
  const hasMore = shown < total;
  return (
    <div className={styles.root}>
      <p id={summaryId} className={styles.summary}>
        {(formatText ?? labels.showing)(shown, total)}
      </p>
      <div
        className={styles.track}
        role="progressbar"
        aria-labelledby={summaryId}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={shown}
      >
        <div
          className={styles.fill}
          style={assignInlineVars({ [styles.shownShare]: String(share) })}
        />
      </div>
      {hasMore && onLoadMore ? (
        <Button variant="outline" onClick={onLoadMore} loading={loading}>
          {loadMoreLabel ?? labels.loadMore}
        </Button>
      ) : null}
    </div>
  );
}
