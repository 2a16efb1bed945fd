import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { footerSurface, headerSurfaceDark } from '../../css/surfaces.css';
import { vars } from '../../themes';
import { Toggle } from './Toggle';

const meta = {
  title: 'UI/Inputs/Toggle',
  component: Toggle,
  args: { label: 'Prices including VAT', onCheckedChange: fn() },
  parameters: {
    docs: {
      description: {
        component: `An on/off switch for a setting that takes effect at once, such as showing prices with or without VAT.

**Use** for immediate settings; the label names the setting, not the state.

**Do** reflect the current state from the data. **Don't** use a toggle inside a form that is submitted later — use Checkbox.

**Accessibility** A real checkbox with \`role="switch"\`, so it is operable with Space and read as on or off.`,
      },
    },
  },
} satisfies Meta<typeof Toggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Prices including VAT' });
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
  },
};
export const On: Story = { args: { defaultChecked: true } };
export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('switch')).toHaveFocus();
  },
};
export const Disabled: Story = { args: { disabled: true } };
export const DisabledOn: Story = { args: { disabled: true, defaultChecked: true } };

export const AllVariants: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: vars.space.m }}>
      <Toggle label="Off" />
      <Toggle label="On" defaultChecked />
      <Toggle label="Disabled" disabled />
      <Toggle label="Disabled and on" disabled defaultChecked />
      <div
        className={headerSurfaceDark}
        style={{ padding: vars.space.m, display: 'flex', gap: vars.space.l }}
      >
        <Toggle label="Dark header, off" />
        <Toggle label="Dark header, on" defaultChecked />
      </div>
      <div
        className={footerSurface}
        style={{ padding: vars.space.m, display: 'flex', gap: vars.space.l }}
      >
        <Toggle label="Footer, off" />
        <Toggle label="Footer, on" defaultChecked />
      </div>
    </div>
  ),
};
