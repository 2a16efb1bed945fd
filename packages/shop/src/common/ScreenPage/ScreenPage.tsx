import { useId, type ReactNode } from 'react';
import * as styles from './ScreenPage.css';

export interface ScreenPageProps {
  /** The page's one h1. */
  title: string;
  lead?: string;
  children?: ReactNode;
}

/** The frame of a page: its heading, an optional lead, and its content, in a region named by the heading. */
export function ScreenPage({ title, lead, children }: ScreenPageProps) {
  const headingId = useId();
  return (
    <article className={styles.page} aria-labelledby={headingId}>
      <h1 id={headingId} className={styles.title}>
        {title}
      </h1>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
      {children}
    </article>
  );
}
