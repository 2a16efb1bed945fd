import type { Meta, StoryObj } from '@storybook/react-vite';
import { vars } from '../../themes';
import { Skeleton, skeletonShapes } from './Skeleton';

const meta = {
  title: 'UI/Skeleton',
  component: Skeleton,
  args: { shape: 'rect', width: 240, height: 160 },
  argTypes: { shape: { control: 'inline-radio', options: skeletonShapes } },
  parameters: {
    docs: {
      description: {
        component: `A grey stand-in with the shape of content on its way: product cards, text lines, images.

**Use** sized like the real content, so nothing shifts when it arrives.

**Do** show it only for loads longer than a moment. **Don't** animate it under reduced motion (it does not).

**Accessibility** Decoration only (\`aria-hidden\`); the region that is loading says so with \`aria-busy\`.`,
      },
    },
  },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Rect: Story = {};
export const Text: Story = { args: { shape: 'text', lines: 3, width: 320 } };
export const Circle: Story = { args: { shape: 'circle', width: 64 } };

/** A product card on its way: image, name, price. */
export const AllVariants: Story = {
  render: () => (
    <div
      aria-busy="true"
      style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 200px)', gap: vars.space.l }}
    >
      {[0, 1, 2].map((card) => (
        <div key={card} style={{ display: 'grid', gap: vars.space.s }}>
          <Skeleton width="100%" height={250} />
          <Skeleton shape="text" lines={2} />
          <Skeleton shape="text" width="40%" />
          <Skeleton shape="circle" width={32} />
        </div>
      ))}
    </div>
  ),
};
