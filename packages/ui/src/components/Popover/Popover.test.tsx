import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { themeNamed } from '../../themes';
import { ThemeScope } from '../ThemeProvider';
import { Popover } from './Popover';

function Example({ closeLabel }: { closeLabel?: string }) {
  return (
    <>
      <Popover.Root>
        <Popover.Trigger>Delivery info</Popover.Trigger>
        <Popover.Content aria-label="Delivery" closeLabel={closeLabel} arrow>
          Free shipping over 89 EUR. <a href="/delivery">Read more</a>
        </Popover.Content>
      </Popover.Root>
      <button>Elsewhere</button>
    </>
  );
}

describe('<Popover />', () => {
  beforeAll(() => {
    // jsdom has no ResizeObserver; Radix measures the arrow with one.
    globalThis.ResizeObserver ??= class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  });

  it('opens from its trigger and marks the open state for styling', async () => {
    render(<Example />);
    const trigger = screen.getByRole('button', { name: 'Delivery info' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const content = screen.getByRole('dialog', { name: 'Delivery' });
    expect(content).toHaveAttribute('data-state', 'open');
    expect(content).toHaveTextContent('Free shipping over 89 EUR.');
  });

  it('opens by keyboard and closes on Escape, returning focus to the trigger', async () => {
    render(<Example />);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delivery info' })).toHaveFocus();
  });

  it('closes on a click outside and on its close button', async () => {
    render(<Example closeLabel="Close" />);
    await userEvent.click(screen.getByRole('button', { name: 'Delivery info' }));
    await userEvent.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delivery info' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the channel theme of its scope inside the portal', async () => {
    render(
      <ThemeScope theme="se">
        <Example />
      </ThemeScope>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delivery info' }));
    expect(screen.getByRole('dialog')).toHaveClass(themeNamed('se').className);
  });

  it('has no axe violations while open', async () => {
    const { baseElement } = render(<Example closeLabel="Close" />);
    await userEvent.click(screen.getByRole('button', { name: 'Delivery info' }));
    expect((await axe.run(baseElement)).violations).toEqual([]);
  });
});
