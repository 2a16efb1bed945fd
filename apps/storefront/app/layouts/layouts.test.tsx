import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShellTestProviders } from '@hemma/shop/testing';
import { missingBrowserFeatures } from './browserFeatures';
import { LoadingOverlay } from './LoadingOverlay';
import { PlanningToolLayout } from './PlanningToolLayout';
import { UndistractedLayout } from './UndistractedLayout';
import * as layoutStyles from './layouts.css';

vi.setConfig({ testTimeout: 15_000 });

describe('<UndistractedLayout />', () => {
  it('shows the outdated-browser message when a needed browser feature is missing', () => {
    render(
      <ShellTestProviders>
        <UndistractedLayout detectMissingFeatures={() => ['intersectionObserver']}>
          <p>Checkout</p>
        </UndistractedLayout>
      </ShellTestProviders>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Your browser is outdated');
    expect(screen.getByRole('main')).toHaveTextContent('Checkout');
  });

  it('shows no message in a browser that has every feature, and only a plain top bar', async () => {
    const { container } = render(
      <ShellTestProviders>
        <UndistractedLayout detectMissingFeatures={() => []}>
          <h1>Checkout</h1>
        </UndistractedLayout>
      </ShellTestProviders>,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Hemma, to the start page' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    const result = await axe.run(container);
    expect(result.violations).toEqual([]);
  });
});

describe('missingBrowserFeatures', () => {
  it('names each feature a browser lacks', () => {
    const oldBrowser = {
      fetch: undefined,
      Promise,
      CSS: { supports: () => false },
    } as unknown as Window;
    expect(missingBrowserFeatures(oldBrowser)).toEqual([
      'fetch',
      'intersectionObserver',
      'customProperties',
      'grid',
    ]);
  });
});

describe('<LoadingOverlay />', () => {
  afterEach(() => vi.useRealTimers());

  it('shows the spinner only after loading has lasted 1 s and hides it when loading ends', () => {
    vi.useFakeTimers();
    const { rerender } = render(
      <ShellTestProviders>
        <LoadingOverlay loading />
      </ShellTestProviders>,
    );
    act(() => vi.advanceTimersByTime(999));
    expect(screen.queryByTestId('loading-overlay')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByTestId('loading-overlay')).toBeInTheDocument();
    rerender(
      <ShellTestProviders>
        <LoadingOverlay loading={false} />
      </ShellTestProviders>,
    );
    expect(screen.queryByTestId('loading-overlay')).not.toBeInTheDocument();
  });

  it('never shows for a load that ends within 1 s', () => {
    vi.useFakeTimers();
    const { rerender } = render(
      <ShellTestProviders>
        <LoadingOverlay loading />
      </ShellTestProviders>,
    );
    act(() => vi.advanceTimersByTime(600));
    rerender(
      <ShellTestProviders>
        <LoadingOverlay loading={false} />
      </ShellTestProviders>,
    );
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByTestId('loading-overlay')).not.toBeInTheDocument();
  });
});

describe('<PlanningToolLayout />', () => {
  it('gives the tool the main area under a bar back to the shop', () => {
    render(
      <ShellTestProviders>
        <PlanningToolLayout>
          <p>Planner</p>
        </PlanningToolLayout>
      </ShellTestProviders>,
    );
    expect(screen.getByRole('main')).toHaveTextContent('Planner');
    expect(screen.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', '/');
  });
});

describe('the skip link (issue 52: WCAG 2.4.1, bypass blocks)', () => {
  const layouts = [
    [
      'UndistractedLayout',
      (page: ReactNode) => (
        <UndistractedLayout detectMissingFeatures={() => []}>{page}</UndistractedLayout>
      ),
    ],
    ['PlanningToolLayout', (page: ReactNode) => <PlanningToolLayout>{page}</PlanningToolLayout>],
  ] as const;

  it.each(layouts)(
    'is the first Tab stop of the %s and moves focus into the main landmark',
    async (_, layout) => {
      const user = userEvent.setup();
      render(
        <ShellTestProviders>
          {layout(
            <p>
              <a href="/first">First link of the page</a>
            </p>,
          )}
        </ShellTestProviders>,
      );
      await user.tab();
      const skip = screen.getByRole('link', { name: 'Skip to content' });
      expect(skip).toHaveFocus();
      expect(skip).toHaveAttribute('href', '#main');
      expect(skip).toHaveClass(layoutStyles.skipLink);
      await user.click(skip);
      expect(screen.getByRole('main')).toHaveFocus();
      await user.tab();
      expect(screen.getByRole('link', { name: 'First link of the page' })).toHaveFocus();
    },
  );
});
