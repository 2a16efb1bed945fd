import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { Accordion } from './Accordion';
import { content } from './Accordion.css';

function Faq(props: { defaultValue?: string }) {
  return (
    <Accordion.Root type="single" collapsible defaultValue={props.defaultValue}>
      <Accordion.Item value="delivery">
        <Accordion.Trigger>Delivery</Accordion.Trigger>
        <Accordion.Content>Free shipping over 89 EUR.</Accordion.Content>
      </Accordion.Item>
      <Accordion.Item value="returns">
        <Accordion.Trigger>Returns</Accordion.Trigger>
        <Accordion.Content>30 days right of return.</Accordion.Content>
      </Accordion.Item>
    </Accordion.Root>
  );
}

describe('<Accordion />', () => {
  it('starts closed and opens an item on click, showing a minus instead of a plus', async () => {
    render(<Faq />);
    const trigger = screen.getByRole('button', { name: 'Delivery' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Free shipping over 89 EUR.')).toBeNull();
    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(trigger).toHaveAttribute('data-state', 'open');
    expect(screen.getByText('Free shipping over 89 EUR.')).toBeVisible();
  });

  it('can start open', () => {
    render(<Faq defaultValue="returns" />);
    expect(screen.getByRole('button', { name: 'Returns' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByText('30 days right of return.')).toBeInTheDocument();
  });

  it('toggles closed again by click and works from the keyboard', async () => {
    render(<Faq defaultValue="delivery" />);
    const trigger = screen.getByRole('button', { name: 'Delivery' });
    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Returns' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Returns' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('draws a plus and a minus icon, hidden from screen readers', () => {
    render(<Faq />);
    const icons = screen.getByRole('button', { name: 'Delivery' }).querySelectorAll('svg');
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

  it('has no axe violations', async () => {
    const { container } = render(<Faq defaultValue="delivery" />);
    const result = await axe.run(container);
    expect(result.violations).toEqual([]);
  });
});
