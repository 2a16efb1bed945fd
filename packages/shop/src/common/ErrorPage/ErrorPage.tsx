import { buttonRecipe } from '@hemma/ui';
import { Component, useId, type ErrorInfo, type ReactNode } from 'react';
import * as styles from './ErrorPage.css';

export interface ErrorPageProps {
  /** The status line, e.g. 'Error 500'; the 404 page has none. */
  code?: string;
  heading: string;
  detail?: string;
  homeHref: string;
  homeLabel: string;
  /** The 404 page offers a button back to the start; the failure page a plain link home. */
  homeStyle?: 'button' | 'link';
}

/** The error pages of spec section 2: 404, the generic page with its status code, and the failure page. */
export function ErrorPage({
  code,
  heading,
  detail,
  homeHref,
  homeLabel,
  homeStyle = 'button',
}: ErrorPageProps) {
  const headingId = useId();
  return (
    <section className={styles.page} aria-labelledby={headingId}>
      {code ? <p className={styles.code}>{code}</p> : null}
      <h1 id={headingId} className={styles.heading}>
        {heading}
      </h1>
      {detail ? <p className={styles.detail}>{detail}</p> : null}
      <a
        href={homeHref}
        className={
          homeStyle === 'button' ? buttonRecipe({ variant: 'primary', size: 'l' }) : styles.textLink
        }
      >
        {homeLabel}
      </a>
    </section>
  );
}

interface ErrorPageBoundaryProps {
  /** Shown when rendering the error page itself throws. */
  fallback: ReactNode;
  children: ReactNode;
}

/** Catches a failure of the error page itself, so the visitor still gets a way home. */
export class ErrorPageBoundary extends Component<ErrorPageBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('The error page failed', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
