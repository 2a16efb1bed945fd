import type { ReactNode } from 'react';
import * as styles from './account.css';

/** A failure the visitor hears at once (role alert); nothing at all while there is none. */
export function AccountAlert({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <p role="alert" className={styles.alert}>
      {children}
    </p>
  );
}
