import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { footerSurface, headerSurfaceDark } from '../../css/surfaces.css';
import { vars } from '../../themes';
import { ProgressBar } from './ProgressBar';

const meta = {
  title: 'UI/ProgressBar',
  component: ProgressBar,
  tags: ['autodocs'],
  args: { value: 0.4, max: 1, label: 'Progress to free shipping' },
  argTypes: { value: { control: { type: 'range', min: 0, max: 1, step: 0.05 } } },
  parameters: {
    docs: {
      description: {
        component: `How far something has come, as a bar: the cart's way to free shipping. A native \`progress\` element in the surface's colours (the part done in the accent, the track in the border colour).

**Use** beside a text that says the same in words ('Add €120 more for free shipping'); the bar is the picture, not the message.

**Do** give a \`label\` that names what is measured. **Don't** use it for page loading (LoadingBar) or for a wait of unknown length (Spinner).

**Accessibility** A \`progressbar\` named by \`label\`, with its value and maximum.`,
      },
    },
  },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', {
      name: 'Progress to free shipping',
    });
    await expect(bar).toHaveAttribute('value', '0.4');
  },
};

export const Empty: Story = { args: { value: 0 } };

export const Complete: Story = { args: { value: 1 } };

/** Shares from nothing to done, on the page, the dark header and the footer surfaces. */
export const AllVariants: Story = {
  render: (args) => (
    <div>
      {[undefined, headerSurfaceDark, footerSurface].map((surface, index) => (
        <div
          key={index}
          className={surface}
          style={{ display: 'grid', gap: vars.space.m, padding: vars.space.m }}
        >
          {[0, 0.25, 0.5, 0.75, 1].map((value) => (
            <ProgressBar
              key={value}
              {...args}
              value={value}
              label={`${args.label} ${value * 100}%`}
            />
          ))}
        </div>
      ))}
    </div>
  ),
};
