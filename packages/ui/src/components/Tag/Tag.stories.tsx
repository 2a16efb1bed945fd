import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Tag, tagSizes, tagTones } from './Tag';

const meta = {
  title: 'UI/Tag',
  component: Tag,
  tags: ['autodocs'],
  args: { children: 'New', tone: 'neutral', size: 'm' },
  argTypes: {
    tone: { control: 'select', options: tagTones },
    size: { control: 'inline-radio', options: tagSizes },
  },
  parameters: {
    docs: {
      description: {
        component: `A pill label: a product's 'New' or '-20 %', a search tag, an active filter.

**Use** tones for meaning (neutral, accent, positive, warning, critical, info, discount); \`href\` makes it a link.

**Do** keep it to one or two words. **Don't** use tags as buttons that change data.

**Accessibility** Text contrast meets AA in every tone; as a link it has a focus ring.`,
      },
    },
  },
} satisfies Meta<typeof Tag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Discount: Story = { args: { tone: 'discount', children: '-20 %' } };

export const Small: Story = { args: { size: 's', tone: 'accent', children: 'Bestseller' } };

export const AsLink: Story = {
  args: { href: '#search-linen', children: 'linen' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'linen' })).toBeVisible();
  },
};

export const AllVariants: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      {tagSizes.map((size) => (
        <div key={size} style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          {tagTones.map((tone) => (
            <Tag key={tone} tone={tone} size={size}>
              {tone}
            </Tag>
          ))}
          <Tag size={size} href="#tag">
            link
          </Tag>
        </div>
      ))}
    </div>
  ),
};
