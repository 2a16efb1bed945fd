import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Breadcrumbs } from './Breadcrumbs';

const meta = {
  title: 'UI/Breadcrumbs',
  component: Breadcrumbs,
  tags: ['autodocs'],
  args: {
    label: 'Breadcrumbs',
    items: [
      { label: 'Start', href: '#start' },
      { label: 'Furniture', href: '#furniture' },
      { label: 'Sofas', href: '#sofas' },
      { label: 'Sofa Bergen, 3-seater' },
    ],
  },
  parameters: {
    docs: {
      description: {
        component: `The path from the start page to the current page, on list and product pages.

**Use** one crumb per level of the category tree; the last crumb is the current page and is not a link.

**Do** pass the localized labels and paths. **Don't** use breadcrumbs as the only navigation on phones, or repeat the page heading as an extra crumb.

**Accessibility** A \`nav\` landmark labelled 'Breadcrumbs' (pass the translation in \`label\`); the last crumb carries \`aria-current="page"\`; separators are hidden from screen readers.`,
      },
    },
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Breadcrumbs' });
    await expect(within(nav).getAllByRole('link')).toHaveLength(3);
    await expect(within(nav).getByText('Sofa Bergen, 3-seater')).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const TwoLevels: Story = {
  args: { items: [{ label: 'Start', href: '#start' }, { label: 'Lighting' }] },
};

export const LongTrailWraps: Story = {
  args: {
    items: [
      { label: 'Start', href: '#start' },
      { label: 'Interior and decoration', href: '#interior' },
      { label: 'Textiles', href: '#textiles' },
      { label: 'Cushions and cushion covers', href: '#cushions' },
      { label: 'Cushion cover Linnea, washed linen, 50 × 50 cm, sage green' },
    ],
  },
  parameters: { viewport: { defaultViewport: 'phone' } },
};

export const AllVariants: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      <Breadcrumbs items={[{ label: 'Start' }]} label="One crumb" />
      <Breadcrumbs
        items={[{ label: 'Start', href: '#start' }, { label: 'Lighting' }]}
        label="Two crumbs"
      />
      <Breadcrumbs
        label="Four crumbs"
        items={[
          { label: 'Start', href: '#start' },
          { label: 'Furniture', href: '#furniture' },
          { label: 'Sofas', href: '#sofas' },
          { label: 'Sofa Bergen, 3-seater' },
        ]}
      />
    </div>
  ),
};
