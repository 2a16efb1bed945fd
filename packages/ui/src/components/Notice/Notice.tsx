import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { notice } from './Notice.css';

export const noticeTones = ['critical', 'positive', 'info', 'warning'] as const;
export type NoticeTone = (typeof noticeTones)[number];
export const noticeVariants = ['soft', 'plain'] as const;
export type NoticeVariant = (typeof noticeVariants)[number];

/**
 * How a screen reader hears the notice when it appears: `alert` at once, interrupting; `status`
 * when the reader is idle; `false` not by itself (static text, or a notice placed inside a live
 * region that is always on the page, which is what a message replacing another needs).
 */
export type NoticeAnnouncement = 'alert' | 'status' | false;

export interface NoticeProps extends Omit<HTMLAttributes<HTMLDivElement>, 'role' | 'children'> {
  tone: NoticeTone;
  variant?: NoticeVariant;
  /** By default a critical notice is an alert and the other tones a status. */
  announce?: NoticeAnnouncement;
  children: ReactNode;
}

const defaultAnnouncement = (tone: NoticeTone): NoticeAnnouncement =>
  tone === 'critical' ? 'alert' : 'status';

/** A message in a tone (a failure, a confirmation, a hint), marked by a stripe of the tone's colour. */
export const Notice = forwardRef<HTMLDivElement, NoticeProps>(function Notice(
  { tone, variant = 'soft', announce = defaultAnnouncement(tone), className, children, ...rest },
  ref,
) {
  return (
    <div
      ref={ref}
      role={announce || undefined}
      className={[notice({ tone, variant }), className].filter(Boolean).join(' ')}
      {...rest}
    >
      {children}
    </div>
  );
});
Notice.displayName = 'Notice';
