import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { themeNamed } from '../../themes';
import { ThemeScope } from '../ThemeProvider';
import { backdrop } from '../../internal/overlay';
import { Modal } from './Modal';

function Example() {
  return (
    <Modal.Root>
      <Modal.Trigger>Remove item</Modal.Trigger>
      <Modal.Content
        title="Remove from cart?"
        description="The sofa Bergen will be removed from your cart."
        footer={
          <>
            <Modal.Close>Cancel</Modal.Close>
            <button>Remove</button>
          </>
        }
      />
    </Modal.Root>
  );
}

describe('<Modal />', () => {
  it('opens from its trigger, named by its title and described by its description', async () => {
    render(<Example />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove item' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove from cart?' });
    expect(dialog).toHaveAccessibleDescription('The sofa Bergen will be removed from your cart.');
    expect(dialog).toHaveAttribute('data-state', 'open');
  });

  it('traps focus and closes on Escape, giving focus back to the trigger', async () => {
    render(<Example />);
    const trigger = screen.getByRole('button', { name: 'Remove item' });
    await userEvent.click(trigger);
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 4; i += 1) {
      await userEvent.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('closes on a click on the dimmed page and on a Close action', async () => {
    const { baseElement } = render(<Example />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove item' }));
    await userEvent.click(baseElement.querySelector(`.${backdrop}`) as HTMLElement);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove item' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('can be controlled by the app', async () => {
    function Controlled() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <output>{open ? 'open' : 'closed'}</output>
          <Modal.Root open={open} onOpenChange={setOpen}>
            <Modal.Content title="Newsletter">Thanks for signing up.</Modal.Content>
          </Modal.Root>
        </>
      );
    }
    render(<Controlled />);
    expect(screen.getByRole('dialog', { name: 'Newsletter' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByText('closed')).toBeInTheDocument();
  });

  it('keeps the channel theme of its scope inside the portal', async () => {
    render(
      <ThemeScope theme="com">
        <Example />
      </ThemeScope>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remove item' }));
    expect(screen.getByRole('dialog')).toHaveClass(themeNamed('com').className);
  });

  it('has no axe violations while open', async () => {
    const { baseElement } = render(<Example />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove item' }));
    expect((await axe.run(baseElement)).violations).toEqual([]);
  });
});
