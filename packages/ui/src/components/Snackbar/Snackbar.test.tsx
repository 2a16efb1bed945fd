import { act, fireEvent, render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { timing } from '../../themes/constants';
import {
  SnackbarProvider,
  useSnackbar,
  type Notification,
  type SnackbarPosition,
} from './Snackbar';

function Notifier({
  notification,
  label = 'Notify',
}: {
  notification: Notification;
  label?: string;
}) {
  const { notify } = useSnackbar();
  return <button onClick={() => notify(notification)}>{label}</button>;
}

function renderWith(position?: SnackbarPosition) {
  return render(
    <SnackbarProvider position={position}>
      <Notifier notification={{ message: 'Added to cart', kind: 'positive' }} label="Add" />
      <Notifier
        notification={{ message: 'Could not add to cart', kind: 'critical' }}
        label="Fail"
      />
    </SnackbarProvider>,
  );
}

describe('<SnackbarProvider />', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('announces a notification politely in a live region that exists before it', () => {
    renderWith();
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(region).toHaveTextContent('Added to cart');
  });

  it('hides a notification by itself after the 5000 ms notification timeout', () => {
    expect(timing.notificationTimeoutMs).toBe(5000);
    renderWith();
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByText('Added to cart')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Added to cart')).not.toBeInTheDocument();
  });

  it('shows one notification at a time: a new one replaces the old and gets its own 5000 ms', () => {
    renderWith();
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    act(() => vi.advanceTimersByTime(3000));
    fireEvent.click(screen.getByRole('button', { name: 'Fail' }));
    expect(screen.queryByText('Added to cart')).not.toBeInTheDocument();
    expect(screen.getByText('Could not add to cart')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(4000));
    expect(screen.getByText('Could not add to cart')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText('Could not add to cart')).not.toBeInTheDocument();
  });

  it('can be dismissed before the timeout', () => {
    renderWith();
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Added to cart')).not.toBeInTheDocument();
  });

  it('sits top-right by default and elsewhere when asked', () => {
    const { unmount } = renderWith();
    expect(screen.getByRole('status')).toHaveAttribute('data-position', 'top-right');
    unmount();
    renderWith('bottom-center');
    expect(screen.getByRole('status')).toHaveAttribute('data-position', 'bottom-center');
  });

  it('draws the kind of the notification', () => {
    renderWith();
    fireEvent.click(screen.getByRole('button', { name: 'Fail' }));
    expect(screen.getByText('Could not add to cart').parentElement).toHaveAttribute(
      'data-kind',
      'critical',
    );
  });

  it('has no axe violations with a notification shown', async () => {
    vi.useRealTimers();
    const { baseElement } = renderWith();
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect((await axe.run(baseElement)).violations).toEqual([]);
  });

  it('asks for the provider when notify is used without one', () => {
    const Orphan = () => {
      useSnackbar();
      return null;
    };
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Orphan />)).toThrow('useSnackbar must be used inside <SnackbarProvider>');
    vi.restoreAllMocks();
  });

  it('renders on the server, where there is no document to portal into', () => {
    const html = renderToString(
      <SnackbarProvider>
        <p>Page</p>
      </SnackbarProvider>,
    );
    expect(html).toContain('Page');
    expect(html).not.toContain('aria-live');
  });
});
