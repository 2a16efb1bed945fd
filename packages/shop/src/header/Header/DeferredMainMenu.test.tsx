import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MainMenuItem } from '../../shell';
import { menuFixtures, ShellTestProviders } from '../../testing';
import { DeferredMainMenu } from './DeferredMainMenu';
import { MainMenu } from './MainMenu';
import type { MainMenuProps } from './mainMenuProps';
import { PlainMainMenu } from './PlainMainMenu';

// One item without children: a plain link at the top level beside the triggers.
const [furniture, ...others] = menuFixtures.mainDesktop;
const items: MainMenuItem[] = [
  furniture!,
  { ...others[0]!, children: [], label: 'Outlet', title: 'Outlet', canonicalUrl: '/outlet' },
  ...others.slice(1),
];

const props = (changed: Partial<MainMenuProps> = {}): MainMenuProps => ({
  items,
  menuState: 'click',
  layout: 'mega',
  label: 'Main menu',
  ...changed,
});

const mainMenu = () => screen.getByRole('navigation', { name: 'Main menu' });
const radixArrived = () =>
  waitFor(() => expect(mainMenu().querySelector('button[id^="radix-"]')).not.toBeNull());
const trigger = (name: string) => within(mainMenu()).getByRole('button', { name });

function renderDeferred(changed: Partial<MainMenuProps> = {}) {
  return render(
    <ShellTestProviders>
      <DeferredMainMenu {...props(changed)} />
    </ShellTestProviders>,
  );
}

beforeAll(async () => {
  await import('./MainMenu');
});

describe('<DeferredMainMenu />', () => {
  it.each(['mega', 'boxed'] as const)(
    'draws the closed %s menu in the same markup as the Radix menu, without Radix',
    (layout) => {
      const markup = (menu: React.ReactElement) => {
        const view = render(<ShellTestProviders>{menu}</ShellTestProviders>);
        const html = view.container.innerHTML;
        view.unmount();
        return html;
      };
      const plain = markup(
        <PlainMainMenu {...props({ layout })} onReach={() => {}} onOpenIntent={() => {}} />,
      );
      const radix = markup(<MainMenu {...props({ layout })} />);
      expect(plain).not.toMatch(/ id=/);
      // Radix's trigger ids are React's ids, made on the client: the only difference.
      expect(plain).toBe(radix.replace(/ id="radix-[^"]*"/g, ''));
      expect(plain).toContain('href="/outlet"');
    },
  );

  it('loads the Radix menu only when the pointer or the focus reaches it', async () => {
    renderDeferred();
    expect(mainMenu().querySelector('[id]')).toBeNull();
    fireEvent.pointerOver(trigger('Furniture'));
    await radixArrived();
    expect(trigger('Furniture')).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens what was clicked before the Radix menu arrived, with the focus kept on it', async () => {
    renderDeferred();
    act(() => {
      trigger('Decoration').focus();
      fireEvent.click(trigger('Decoration'));
    });
    await radixArrived();
    expect(trigger('Decoration')).toHaveAttribute('aria-expanded', 'true');
    expect(trigger('Decoration')).toHaveFocus();
    expect(trigger('Furniture')).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps the focus on a top-level link across the change', async () => {
    renderDeferred();
    act(() => within(mainMenu()).getByRole('link', { name: 'Outlet' }).focus());
    await radixArrived();
    expect(within(mainMenu()).getByRole('link', { name: 'Outlet' })).toHaveFocus();
  });

  it('opens nothing when Escape followed the click before the Radix menu arrived', async () => {
    renderDeferred();
    act(() => {
      trigger('Furniture').focus();
      fireEvent.click(trigger('Furniture'));
      fireEvent.keyDown(trigger('Furniture'), { key: 'Escape' });
    });
    await radixArrived();
    expect(trigger('Furniture')).toHaveAttribute('aria-expanded', 'false');
    expect(trigger('Furniture')).toHaveFocus();
  });

  it('in hover mode opens the item the pointer is on when the Radix menu arrives', async () => {
    renderDeferred({ menuState: 'hover' });
    act(() => {
      fireEvent.pointerOver(trigger('Textiles'));
    });
    await radixArrived();
    expect(trigger('Textiles')).toHaveAttribute('aria-expanded', 'true');
  });

  it('in hover mode opens nothing when the pointer left before the Radix menu arrived', async () => {
    renderDeferred({ menuState: 'hover' });
    act(() => {
      fireEvent.pointerOver(trigger('Textiles'));
      fireEvent.pointerOut(trigger('Textiles'));
    });
    await radixArrived();
    expect(trigger('Textiles')).toHaveAttribute('aria-expanded', 'false');
  });

  it('in click mode a hover alone opens nothing', async () => {
    renderDeferred();
    act(() => {
      fireEvent.pointerOver(trigger('Textiles'));
    });
    await radixArrived();
    expect(trigger('Textiles')).toHaveAttribute('aria-expanded', 'false');
  });
});
