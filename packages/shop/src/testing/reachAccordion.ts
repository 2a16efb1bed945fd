import { waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

/**
 * Brings the pointer to an accordion's trigger and waits until Radix has taken the place of the
 * first paint's accordion (see `Accordion` in @hemma/ui). A scripted click straight away could
 * land on the replaced button, where a real pointer would hit the new one.
 */
export async function reachAccordion(user: UserEvent, trigger: () => HTMLElement) {
  await user.hover(trigger());
  await waitFor(() => expect(trigger().id).toMatch(/^radix-/));
}
