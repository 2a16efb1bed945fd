import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { themeNamed } from '../../themes';
import { backdrop } from '../../internal/overlay';
import { SidePanel } from './SidePanel';
import { SidePanelProvider, useSidePanel, type SidePanelState } from './SidePanelContext';

function AccountButton() {
  const { open } = useSidePanel();
  return <button onClick={() => open('account', 'login')}>Log in</button>;
}

function Page({ onChange }: { onChange?: (state: SidePanelState) => void }) {
  return (
    <SidePanelProvider onChange={onChange}>
      <SidePanel.Root name="cart">
        <SidePanel.Trigger>Cart</SidePanel.Trigger>
        <SidePanel.Content title="Your cart" side="right">
          <a href="/checkout">Checkout</a>
        </SidePanel.Content>
      </SidePanel.Root>
      <SidePanel.Root name="account">
        <AccountButton />
        <SidePanel.Content title="Account" side="left">
          <SidePanel.Frame name="login">
            <p>Login frame</p>
          </SidePanel.Frame>
          <SidePanel.Frame name="register">
            <p>Register frame</p>
          </SidePanel.Frame>
        </SidePanel.Content>
      </SidePanel.Root>
    </SidePanelProvider>
  );
}

describe('<SidePanel />', () => {
  afterEach(() => document.documentElement.classList.remove(themeNamed('com').className));

  it('opens the named panel from its trigger and reports the state', async () => {
    const onChange = vi.fn();
    render(<Page onChange={onChange} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cart' }));
    expect(screen.getByRole('dialog', { name: 'Your cart' })).toHaveAttribute('data-side', 'right');
    expect(onChange).toHaveBeenLastCalledWith({ current: 'cart', frame: '' });
  });

  it('keeps one current panel: the empty name means closed', async () => {
    const onChange = vi.fn();
    render(<Page onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cart' }));
    await userEvent.keyboard('{Escape}');
    expect(onChange).toHaveBeenLastCalledWith({ current: '', frame: '' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens a panel on a frame and shows only that frame', async () => {
    render(<Page />);
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const panel = screen.getByRole('dialog', { name: 'Account' });
    expect(panel).toHaveAttribute('data-side', 'left');
    expect(screen.getByText('Login frame')).toBeInTheDocument();
    expect(screen.queryByText('Register frame')).not.toBeInTheDocument();
  });

  it('traps focus inside the open panel', async () => {
    render(<Page />);
    await userEvent.click(screen.getByRole('button', { name: 'Cart' }));
    const panel = screen.getByRole('dialog', { name: 'Your cart' });
    for (let i = 0; i < 4; i += 1) {
      await userEvent.tab();
      expect(panel).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('closes on Escape and returns focus to the trigger', async () => {
    render(<Page />);
    const trigger = screen.getByRole('button', { name: 'Cart' });
    await userEvent.click(trigger);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('closes on a click on the dimmed page and on the close button', async () => {
    const { baseElement } = render(<Page />);
    await userEvent.click(screen.getByRole('button', { name: 'Cart' }));
    const overlay = baseElement.querySelector(`.${backdrop}`) as HTMLElement;
    await userEvent.click(overlay);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Cart' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the channel theme inside the portal', async () => {
    document.documentElement.classList.add(themeNamed('com').className);
    render(<Page />);
    await userEvent.click(screen.getByRole('button', { name: 'Cart' }));
    expect(screen.getByRole('dialog')).toHaveClass(themeNamed('com').className);
  });

  it('starts open when the provider is given an initial panel and frame', () => {
    render(
      <SidePanelProvider initialPanel="account" initialFrame="register">
        <SidePanel.Root name="account">
          <SidePanel.Content title="Account">
            <SidePanel.Frame name="register">
              <p>Register frame</p>
            </SidePanel.Frame>
          </SidePanel.Content>
        </SidePanel.Root>
      </SidePanelProvider>,
    );
    expect(screen.getByRole('dialog', { name: 'Account' })).toBeInTheDocument();
    expect(screen.getByText('Register frame')).toBeInTheDocument();
  });

  it('has no axe violations while open', async () => {
    const { baseElement } = render(<Page />);
    await userEvent.click(screen.getByRole('button', { name: 'Cart' }));
    const result = await axe.run(baseElement);
    expect(result.violations).toEqual([]);
  });

  it('asks for the provider when the controller is used without one', () => {
    const Orphan = () => {
      useSidePanel();
      return null;
    };
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Orphan />)).toThrow(
      'useSidePanel must be used inside <SidePanelProvider>',
    );
    vi.restoreAllMocks();
  });
});
