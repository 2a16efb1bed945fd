import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { footerSurface } from '../../css/surfaces.css';
import { vars } from '../../themes';
import { Accordion } from './Accordion';

const sections = [
  {
    value: 'delivery',
    title: 'Delivery',
    text: 'Free shipping over 89 EUR. Fast deliveries to your door.',
  },
  { value: 'warranty', title: 'Warranty', text: '20 years warranty on every frame we make.' },
  { value: 'returns', title: 'Returns', text: '30 days right of return, no questions asked.' },
];

const meta = {
  title: 'UI/Accordion',
  component: Accordion.Root,
  args: { type: 'single', collapsible: true },
  argTypes: {
    type: {
      description: 'single: one item open at a time; multiple: any number, for comparing sections.',
      control: 'inline-radio',
      options: ['single', 'multiple'],
    },
    collapsible: {
      description: 'With `type="single"`: the open item closes again when its trigger is pressed.',
    },
  },
  render: (args) => (
    <div style={{ maxWidth: 560 }}>
      <Accordion.Root {...args}>
        {sections.map((section) => (
          <Accordion.Item key={section.value} value={section.value}>
            <Accordion.Trigger>{section.title}</Accordion.Trigger>
            <Accordion.Content>{section.text}</Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </div>
  ),
  parameters: {
    docs: {
      description: {
        component: `Items that open and close, built on Radix Accordion (off the first load: the page draws the same markup without Radix, working by click, keys and with the same slide, and Radix takes over once fetched): specifications and care on the product page, the footer's menu columns on phones.

**Use** \`type="single" collapsible\` when one answer at a time is enough; \`type="multiple"\` when shoppers compare sections. Start important items open with \`defaultValue\`.

**Do** keep trigger texts short nouns ('Dimensions', 'Care'). **Don't** hide the only call to action or a price inside a closed item.

**Accessibility** Each trigger is a button inside a heading with \`aria-expanded\`; Enter/Space toggle, arrow keys move between triggers, Home/End jump. The panel animates in the token's 200 ms and instantly under reduced motion.`,
      },
    },
  },
} satisfies Meta<typeof Accordion.Root>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const warranty = () => canvas.getByRole('button', { name: 'Warranty' });
    // Radix replaces the first paint's accordion once reached; a scripted click goes to the new one.
    await userEvent.hover(warranty());
    await waitFor(() => expect(warranty().id).toMatch(/^radix-/));
    await userEvent.click(warranty());
    await expect(warranty()).toHaveAttribute('aria-expanded', 'true');
    await expect(
      await canvas.findByText('20 years warranty on every frame we make.'),
    ).toBeVisible();
  },
};

export const StartsOpen: Story = {
  args: { type: 'single', collapsible: true, defaultValue: 'delivery' },
};

export const Multiple: Story = {
  args: { type: 'multiple', defaultValue: ['delivery', 'returns'] },
};

/** Opened and closed by keyboard alone. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Delivery' })).toHaveFocus();
    // The arrow keys work before and after Radix takes over; the focus stays where it was.
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(canvas.getByRole('button', { name: 'Warranty' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

/** The footer's menu columns on phones: the accordion takes the footer colours. */
export const InFooter: Story = {
  args: { type: 'single', collapsible: true, defaultValue: 'warranty' },
  render: (args) => (
    <div className={footerSurface} style={{ padding: vars.space.m, maxWidth: 560 }}>
      <Accordion.Root {...args}>
        {sections.map((section) => (
          <Accordion.Item key={section.value} value={section.value}>
            <Accordion.Trigger>{section.title}</Accordion.Trigger>
            <Accordion.Content>{section.text}</Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </div>
  ),
};

export const AllVariants: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: vars.space.l, maxWidth: 560 }}>
      <Accordion.Root type="single" collapsible>
        <Accordion.Item value="closed">
          <Accordion.Trigger>Closed item</Accordion.Trigger>
          <Accordion.Content>Hidden text.</Accordion.Content>
        </Accordion.Item>
        <Accordion.Item value="disabled" disabled>
          <Accordion.Trigger>Disabled item</Accordion.Trigger>
          <Accordion.Content>Hidden text.</Accordion.Content>
        </Accordion.Item>
      </Accordion.Root>
      <Accordion.Root type="single" collapsible defaultValue="open">
        <Accordion.Item value="open">
          <Accordion.Trigger>Open item</Accordion.Trigger>
          <Accordion.Content>Visible text of an item that started open.</Accordion.Content>
        </Accordion.Item>
      </Accordion.Root>
    </div>
  ),
};
