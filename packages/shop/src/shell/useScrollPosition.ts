import { useEffect, useState } from 'react';

export interface ScrollPosition {
  /** Scrolled away from the very top: the header shows its shadow, the top bar shrinks. */
  scrolled: boolean;
  /** Scrolling down past the threshold: the header slides up out of view. */
  hidden: boolean;
  /** Within the site-top threshold: where phones and tablets show the search box. */
  atTop: boolean;
}

export const topOfPage: ScrollPosition = { scrolled: false, hidden: false, atTop: true };

/**
 * Spec section 4: the header hides by sliding up when the visitor scrolls down past the main
 * area's top padding (`threshold`), comes back on any scroll up, and has a shadow once scrolled.
 */
export function headerVisibility(
  previousY: number,
  y: number,
  threshold: number,
  siteTop = 0,
): ScrollPosition {
  return {
    scrolled: y > 0,
    hidden: y > threshold && y > previousY,
    atTop: y <= siteTop,
  };
}

/** The window's scroll position as header states, updated at most once per animation frame. */
export function useScrollPosition(threshold: number, siteTop = 0): ScrollPosition {
  const [position, setPosition] = useState<ScrollPosition>(topOfPage);

  useEffect(() => {
    let previousY = window.scrollY;
    let frame = 0;
    const update = () => {
      frame = 0;
      const y = window.scrollY;
      const next = headerVisibility(previousY, y, threshold, siteTop);
      // Tiny jitters (momentum scrolling) must not flip the header back and forth.
      if (Math.abs(y - previousY) >= 4 || y <= 0) previousY = y;
      setPosition((current) =>
        current.scrolled === next.scrolled &&
        current.hidden === next.hidden &&
        current.atTop === next.atTop
          ? current
          : next,
      );
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [threshold, siteTop]);

  return position;
}
