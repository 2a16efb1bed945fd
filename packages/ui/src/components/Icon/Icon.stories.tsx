import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { vars } from '../../themes';
import { iconSizes } from './Icon';
import * as icons from './icons';
import { CartIcon } from './icons';

const meta = {
  title: 'UI/Icon',
  component: CartIcon,
  args: { size: 'l' },
  argTypes: { size: { control: 'inline-radio', options: iconSizes } },
  parameters: {
    docs: {
      description: {
        component: `The shop's line icons on a 24x24 grid. They paint with \`currentColor\`, so they take the colour of the text around them, in every channel and on header and footer surfaces.

**Use** inside buttons and links next to text, or alone in an icon button with an accessible name.

**Do** use sizes s, m and l from the tokens. **Don't** recolour an icon with a raw colour; set the text colour of its parent.

**Accessibility** Hidden from screen readers unless given \`label\`, which makes it an image with that name; the control around an icon carries the name.`,
      },
    },
  },
} satisfies Meta<typeof CartIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** With a label the icon is an image with a name; without, screen readers skip it. */
export const Labelled: Story = {
  args: { label: 'Cart' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getAllByRole('img', { name: 'Cart' }).length,
    ).toBeGreaterThan(0);
  },
};

/** Every icon at every size, in the text colour and in the accent colour. */
export const AllVariants: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: vars.space.m }}>
      {[vars.surface.text, vars.surface.accent].map((color) => (
        <div key={color} style={{ display: 'grid', gap: vars.space.s, color }}>
          {iconSizes.map((size) => (
            <div
              key={size}
              style={{ display: 'flex', gap: vars.space.m, alignItems: 'center', flexWrap: 'wrap' }}
            >
              {Object.entries(icons).map(([name, Icon]) => (
                <Icon key={name} size={size} label={name.replace(/Icon$/, '')} />
              ))}
            </div>
          ))}
        </div>
      ))}
    </div>
  ),
};
