import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { Notice, noticeTones, noticeVariants } from './Notice';

describe('<Notice />', () => {
  it('interrupts with a critical notice (alert) and waits with the other tones (status)', () => {
    render(
      <>
        <Notice tone="critical">Payment failed</Notice>
        <Notice tone="positive">Password changed</Notice>
        <Notice tone="info">Logging you in</Notice>
        <Notice tone="warning">Only 2 left</Notice>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Payment failed');
    expect(screen.getAllByRole('status').map((node) => node.textContent)).toEqual([
      'Password changed',
      'Logging you in',
      'Only 2 left',
    ]);
  });

  it('takes another announcement, or none inside a live region of its own', () => {
    render(
      <>
        <Notice tone="critical" announce="status">
          Could not subscribe
        </Notice>
        <div role="status" aria-label="Newsletter feedback">
          <Notice tone="positive" announce={false}>
            Thank you
          </Notice>
        </div>
      </>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Could not subscribe')).toHaveAttribute('role', 'status');
    expect(screen.getByText('Thank you')).not.toHaveAttribute('role');
  });

  it('passes its ref and attributes on, so a page can move focus to a failure', () => {
    const ref = createRef<HTMLDivElement>();
    render(
      <Notice ref={ref} tone="critical" tabIndex={-1} id="place-order-failure" className="extra">
        The order could not be placed
      </Notice>,
    );
    ref.current!.focus();
    expect(screen.getByRole('alert')).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveAttribute('id', 'place-order-failure');
    expect(screen.getByRole('alert')).toHaveClass('extra');
  });

  it('draws each tone and variant with its own classes', () => {
    const { container } = render(
      <>
        {noticeTones.flatMap((tone) =>
          noticeVariants.map((variant) => (
            <Notice key={`${tone}-${variant}`} tone={tone} variant={variant}>
              {tone}
            </Notice>
          )),
        )}
      </>,
    );
    const classes = [...container.children].map((node) => node.className);
    expect(new Set(classes).size).toBe(noticeTones.length * noticeVariants.length);
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <>
        <Notice tone="critical">The order could not be placed.</Notice>
        <Notice tone="positive" variant="plain">
          Thank you for signing up.
        </Notice>
      </>,
    );
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
