import { Modal } from '@hemma/ui';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DeferredOverlay, deferredOverlay } from './DeferredOverlay';

/** A dialog like the real overlays: its own Radix trigger, open from the start. */
function ZoomDialog() {
  return (
    <Modal.Root defaultOpen>
      <Modal.Trigger>Enlarge</Modal.Trigger>
      <Modal.Content title="Larger view">
        <p>The whole picture</p>
      </Modal.Content>
    </Modal.Root>
  );
}

/** An overlay chunk that arrives only when the test says so. */
function overlayChunk() {
  let arrive!: (module: { default: ComponentType<object> }) => void;
  const chunk = new Promise<{ default: ComponentType<object> }>((resolve) => {
    arrive = resolve;
  });
  const load = vi.fn(() => chunk);
  const { Overlay, preload } = deferredOverlay(load);
  const onRequest = vi.fn();
  render(
    <>
      <button type="button">Before</button>
      <DeferredOverlay
        preload={preload}
        onRequest={onRequest}
        trigger={(triggerProps) => (
          <button type="button" {...triggerProps}>
            Enlarge
          </button>
        )}
      >
        <Overlay />
      </DeferredOverlay>
    </>,
  );
  return {
    load,
    onRequest,
    user: userEvent.setup(),
    arrive: () => act(async () => arrive({ default: ZoomDialog })),
  };
}

const trigger = () => screen.getByRole('button', { name: 'Enlarge' });

describe('<DeferredOverlay />', () => {
  it('draws the plain trigger and fetches nothing until a visitor reaches for it', () => {
    const { load } = overlayChunk();
    expect(trigger()).toHaveAttribute('aria-haspopup', 'dialog');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(load).not.toHaveBeenCalled();
  });

  it('fetches the chunk when keyboard focus reaches the trigger', async () => {
    const { load, user } = overlayChunk();
    await user.tab();
    expect(load).not.toHaveBeenCalled();
    await user.tab();
    expect(trigger()).toHaveFocus();
    expect(load).toHaveBeenCalled();
  });

  it('fetches the chunk when the pointer enters the trigger', async () => {
    const { load, user } = overlayChunk();
    await user.hover(trigger());
    expect(load).toHaveBeenCalled();
  });

  it('opens by keyboard before the chunk has arrived: Enter is kept and the dialog opens when it arrives', async () => {
    const { user, arrive, onRequest } = overlayChunk();
    await user.tab();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onRequest).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The first paint's button stays, with the focus on it, while the chunk loads.
    expect(trigger()).toHaveFocus();
    await arrive();
    expect(await screen.findByRole('dialog', { name: 'Larger view' })).toBeInTheDocument();
  });

  it('opens by keyboard after the chunk has arrived and gives focus back to the trigger on close', async () => {
    const { user, arrive } = overlayChunk();
    await user.tab();
    await user.tab();
    await arrive();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Larger view' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger()).toHaveFocus();
  });

  it('opens on a click before the chunk has arrived, once it arrives', async () => {
    const { user, arrive } = overlayChunk();
    await user.click(trigger());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await arrive();
    expect(await screen.findByRole('dialog', { name: 'Larger view' })).toBeInTheDocument();
  });

  it('opens on a click after the pointer has brought the chunk, and opens again from its own trigger', async () => {
    const { user, arrive } = overlayChunk();
    await user.hover(trigger());
    await arrive();
    await user.click(trigger());
    expect(await screen.findByRole('dialog', { name: 'Larger view' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(trigger());
    expect(await screen.findByRole('dialog', { name: 'Larger view' })).toBeInTheDocument();
  });
});
