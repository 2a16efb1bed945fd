import { act, renderHook } from '@testing-library/react';
import type { MouseEvent } from 'react';
import { describe, expect, it } from 'vitest';
import { useMenuOpening } from './useMenuOpening';

function click(detail: number) {
  let prevented = false;
  const event = {
    detail,
    preventDefault: () => {
      prevented = true;
    },
  } as unknown as MouseEvent;
  return { event, prevented: () => prevented };
}

/** What Radix does on a trigger click: our handler first, then its toggle unless prevented. */
function clickTrigger(menu: ReturnType<typeof useMenuOpening>, id: string, detail = 1) {
  const { event, prevented } = click(detail);
  act(() => {
    menu.triggerProps(id).onClick(event);
    if (!prevented()) menu.onValueChange(menu.open === id ? '' : id);
  });
}

describe('useMenuOpening', () => {
  it('keeps a menu closed after Escape when the hover-open timer fires late', () => {
    const { result } = renderHook(() => useMenuOpening('hover'));
    clickTrigger(result.current, 'furniture');
    expect(result.current.open).toBe('furniture');
    act(() => {
      result.current.onEscapeKeyDown();
      result.current.onValueChange('');
    });
    act(() => result.current.onValueChange('furniture'));
    expect(result.current.open).toBe('');
  });

  it('in click mode, a click toggles, and a closing click keeps the menu closed when the timer fires late', () => {
    const { result } = renderHook(() => useMenuOpening('click'));
    clickTrigger(result.current, 'furniture');
    clickTrigger(result.current, 'furniture');
    expect(result.current.open).toBe('');
    act(() => result.current.onValueChange('furniture'));
    expect(result.current.open).toBe('');
  });

  it('opens on hover again once the pointer comes back after a dismissal', () => {
    const { result } = renderHook(() => useMenuOpening('hover'));
    clickTrigger(result.current, 'furniture');
    act(() => {
      result.current.onEscapeKeyDown();
      result.current.onValueChange('');
    });
    act(() => {
      result.current.triggerProps('furniture').onPointerEnter();
      result.current.onValueChange('furniture');
    });
    expect(result.current.open).toBe('furniture');
  });

  it('in hover mode, a pointer click on a menu the hover opened keeps it open', () => {
    const { result } = renderHook(() => useMenuOpening('hover'));
    act(() => result.current.onValueChange('furniture'));
    clickTrigger(result.current, 'furniture');
    expect(result.current.open).toBe('furniture');
    // The next click is a deliberate toggle.
    clickTrigger(result.current, 'furniture');
    expect(result.current.open).toBe('');
  });

  it('in hover mode, the keyboard still toggles a menu the hover opened', () => {
    const { result } = renderHook(() => useMenuOpening('hover'));
    act(() => result.current.onValueChange('furniture'));
    clickTrigger(result.current, 'furniture', 0);
    expect(result.current.open).toBe('');
  });
});
