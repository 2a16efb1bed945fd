import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { Accordion } from './Accordion';
import { content } from './Accordion.css';

function Faq(props: { defaultValue?: string; collapsible?: boolean }) {
  return (
    <Accordion.Root
      type="single"
      collapsible={props.collapsible ?? true}
      defaultValue={props.defaultValue}
    >
      <Accordion.Item value="delivery">
        <Accordion.Trigger>Delivery</Accordion.Trigger>
        <Accordion.Content>Free shipping over 89 EUR.</Accordion.Content>
      </Accordion.Item>
      <Accordion.Item value="returns">
        <Accordion.Trigger>Returns</Accordion.Trigger>
        <Accordion.Content>
          30 days right of return. <a href="/returns">Return form</a>
        </Accordion.Content>
      </Accordion.Item>
      <Accordion.Item value="gift" disabled>
        <Accordion.Trigger>Gift wrapping</Accordion.Trigger>
        <Accordion.Content>Not this season.</Accordion.Content>
      </Accordion.Item>
      <Accordion.Item value="warranty">
        <Accordion.Trigger>Warranty</Accordion.Trigger>
        <Accordion.Content>20 years.</Accordion.Content>
      </Accordion.Item>
    </Accordion.Root>
  );
}

function Compare(props: {
  defaultValue?: string[];
  value?: string[];
  onValueChange?: (value: string[]) => void;
}) {
  return (
    <Accordion.Root type="multiple" {...props}>
      <Accordion.Item value="size">
        <Accordion.Trigger>Size</Accordion.Trigger>
        <Accordion.Content>200 cm</Accordion.Content>
      </Accordion.Item>
      <Accordion.Item value="care">
        <Accordion.Trigger>Care</Accordion.Trigger>
        <Accordion.Content>Vacuum gently.</Accordion.Content>
      </Accordion.Item>
    </Accordion.Root>
  );
}

const trigger = (name: string) => screen.getByRole('button', { name });

/** Radix's triggers carry its React ids; the first paint's carry the accordion's own. */
const radixArrived = () =>
  waitFor(() => expect(document.querySelector('button[id^="radix-"]')).not.toBeNull());

/**
 * The markup with ids numbered in order of appearance, and without the inline styles Radix sets
 * on an initially open panel after mounting (it stops the panel sliding in on the first paint).
 */
function normalisedMarkup(container: HTMLElement) {
  const ids = new Map<string, string>();
  return container.innerHTML
    .replace(/(?:radix|accordion)-_r_\w+_/g, (id) => {
      if (!ids.has(id)) ids.set(id, `id${ids.size}`);
      return ids.get(id)!;
    })
    .replace(/ transition-duration: 0s; animation-name: none;/g, '');
}

/** A pointer passing over an element. */
const passOver = (element: HTMLElement) => fireEvent.pointerOver(element);

// The Radix module arrives when a visitor reaches a trigger; transformed once here, its import
// resolves within the tests' waits, as a preloaded chunk does in a browser.
beforeAll(async () => {
  await import('@radix-ui/react-accordion');
});

describe('<Accordion /> before Radix arrives', () => {
  it.each([
    ['a closed single accordion', <Faq key="faq" />],
    ['a single accordion with an item open', <Faq key="faq" defaultValue="returns" />],
    [
      'an open item that cannot close itself',
      <Faq key="faq" defaultValue="returns" collapsible={false} />,
    ],
    [
      'a multiple accordion with both open',
      <Compare key="compare" defaultValue={['size', 'care']} />,
    ],
  ])('draws %s in the markup Radix gives it', async (_name, accordion) => {
    const { container } = render(accordion);
    expect(document.querySelector('[id^="radix-"]')).toBeNull();
    const plain = normalisedMarkup(container);
    passOver(trigger(container.querySelector('button span')!.textContent!));
    await radixArrived();
    expect(normalisedMarkup(container)).toBe(plain);
  });

  it('opens and closes items by click', () => {
    render(<Faq />);
    act(() => {
      fireEvent.click(trigger('Delivery'));
    });
    expect(trigger('Delivery')).toHaveAttribute('aria-expanded', 'true');
    expect(trigger('Delivery')).toHaveAttribute('aria-controls');
    expect(screen.getByRole('region', { name: 'Delivery' })).toHaveTextContent(
      'Free shipping over 89 EUR.',
    );
    act(() => {
      fireEvent.click(trigger('Returns'));
    });
    expect(trigger('Delivery')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Free shipping over 89 EUR.')).toBeNull();
    act(() => {
      fireEvent.click(trigger('Returns'));
    });
    expect(trigger('Returns')).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps a single accordion’s open item open when it is not collapsible', () => {
    render(<Faq defaultValue="delivery" collapsible={false} />);
    act(() => {
      fireEvent.click(trigger('Delivery'));
    });
    expect(trigger('Delivery')).toHaveAttribute('aria-expanded', 'true');
    expect(trigger('Delivery')).toHaveAttribute('aria-disabled', 'true');
  });

  it('opens several items of a multiple accordion', () => {
    render(<Compare />);
    act(() => {
      fireEvent.click(trigger('Size'));
      fireEvent.click(trigger('Care'));
    });
    expect(trigger('Size')).toHaveAttribute('aria-expanded', 'true');
    expect(trigger('Care')).toHaveAttribute('aria-expanded', 'true');
  });

  it('moves the focus between enabled triggers with the arrow keys, Home and End', () => {
    render(<Faq />);
    const press = (key: string) => fireEvent.keyDown(document.activeElement!, { key });
    act(() => trigger('Delivery').focus());
    press('ArrowDown');
    expect(trigger('Returns')).toHaveFocus();
    press('ArrowDown');
    expect(trigger('Warranty')).toHaveFocus();
    press('ArrowDown');
    expect(trigger('Delivery')).toHaveFocus();
    press('ArrowUp');
    expect(trigger('Warranty')).toHaveFocus();
    press('Home');
    expect(trigger('Delivery')).toHaveFocus();
    press('End');
    expect(trigger('Warranty')).toHaveFocus();
  });

  it('follows a controlled value and reports changes', () => {
    const changes: string[][] = [];
    function Controlled() {
      const [value, setValue] = useState(['care']);
      return (
        <Compare
          value={value}
          onValueChange={(next) => {
            changes.push(next);
            setValue(next);
          }}
        />
      );
    }
    render(<Controlled />);
    expect(trigger('Care')).toHaveAttribute('aria-expanded', 'true');
    act(() => {
      fireEvent.click(trigger('Size'));
    });
    expect(changes).toEqual([['care', 'size']]);
    expect(trigger('Size')).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('<Accordion /> handing over to Radix', () => {
  it('fetches Radix only when the pointer or the focus reaches a trigger', async () => {
    render(<Faq />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.querySelector('[id^="radix-"]')).toBeNull();
    act(() => trigger('Returns').focus());
    await radixArrived();
    expect(trigger('Returns')).toHaveFocus();
  });

  it('keeps what the visitor opened and the focus where it was', async () => {
    render(<Faq />);
    act(() => {
      trigger('Returns').focus();
      fireEvent.click(trigger('Returns'));
    });
    await radixArrived();
    expect(trigger('Returns')).toHaveAttribute('aria-expanded', 'true');
    expect(trigger('Returns')).toHaveFocus();
    expect(screen.getByText(/30 days right of return/)).toBeVisible();
  });

  it('keeps the focus on a link inside an open panel', async () => {
    render(<Faq defaultValue="returns" />);
    act(() => {
      passOver(trigger('Delivery'));
      screen.getByRole('link', { name: 'Return form' }).focus();
    });
    await radixArrived();
    expect(screen.getByRole('link', { name: 'Return form' })).toHaveFocus();
  });

  it('toggles closed again by click and works from the keyboard with Radix', async () => {
    const user = userEvent.setup();
    render(<Faq defaultValue="delivery" />);
    act(() => trigger('Delivery').focus());
    await radixArrived();
    await user.click(trigger('Delivery'));
    expect(trigger('Delivery')).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{ArrowDown}');
    expect(trigger('Returns')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(trigger('Returns')).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('<Accordion />', () => {
  it('draws a plus and a minus icon, hidden from screen readers', () => {
    render(<Faq />);
    const icons = trigger('Delivery').querySelectorAll('svg');
    expect(icons).toHaveLength(2);
    for (const icon of icons) expect(icon).toHaveAttribute('aria-hidden', 'true');
  });

  it('slides in the 200 ms accordion token and drops the slide under prefers-reduced-motion', () => {
    render(<Faq defaultValue="delivery" />);
    const css = [...document.querySelectorAll('style')].map((node) => node.textContent).join('\n');
    const slide = new RegExp(
      `\\.${content}\\[data-state="open"\\]\\s*\\{[^}]*animation:[^;]*var\\(--motion-accordion`,
    );
    expect(css).toMatch(slide);
    const reduced = new RegExp(
      `@media \\(prefers-reduced-motion: reduce\\)\\s*\\{\\s*\\.${content}\\[data-state\\]\\s*\\{\\s*animation: none`,
    );
    expect(css).toMatch(reduced);
  });

  it('has no axe violations, before and after Radix arrives', async () => {
    const { container } = render(<Faq defaultValue="delivery" />);
    expect((await axe.run(container)).violations).toEqual([]);
    act(() => trigger('Delivery').focus());
    await radixArrived();
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
