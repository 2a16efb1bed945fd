import { Notice } from '@hemma/ui';
import type { ReactNode } from 'react';

/** A failure the visitor hears at once (a critical notice is an alert); nothing at all while there is none. */
export function AccountAlert({ children }: { children: ReactNode }) {
  if (!children) return null;
  return <Notice tone="critical">{children}</Notice>;
}
