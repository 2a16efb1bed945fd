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
  // Radix Accordion is a dynamic import: the first one in a test worker transforms the module,
  // took longer than waitFor's 1 s default while CI's other tasks shared the two cores (the test ran 2.4 s in a rehearsal).
  await waitFor(() => expect(trigger().id).toMatch(/^radix-/), { timeout: 5_000 });
}
