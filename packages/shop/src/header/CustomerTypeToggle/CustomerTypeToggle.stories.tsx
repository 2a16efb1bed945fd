import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyText, withShell } from '../../testing';
import { CustomerTypeToggle } from './CustomerTypeToggle';

const meta = {
  title: 'Storefront/Shell/CustomerTypeToggle',
  parameters: {
    visual: {
      reason:
        "Pictured where it is used: the top bar's Default and Business stories and the layouts' phone menu panel.",
    },
    docs: {
      description: {
        component:
          "Private or Business: two pressed-state buttons and a note whether prices include VAT. The shell's `customerType` is the current choice and `onCustomerTypeChange` switches it, which turns every price on the page to with or without VAT.\n\n**Use** `compact` in the top bar's slim row, `comfortable` (touch-sized) in the phone menu panel.\n\n**Do** show it once per surface. **Don't** use it for other settings: it is the shop's one VAT switch.\n\n**Accessibility** A labelled group ('Customer type') of two buttons with `aria-pressed`; the VAT note is plain text beside them.",
      },
    },
  },
  component: CustomerTypeToggle,
  decorators: [withShell],
  args: { customerType: 'PERSON', onChange: fn(), size: 'compact' },
  tags: ['no-visual'],
} satisfies Meta<typeof CustomerTypeToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Private: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: t('topBar.private') })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: t('topBar.business') }));
    await expect(args.onChange).toHaveBeenCalledWith('ORGANIZATION');
  },
};

export const Business: Story = {
  args: { customerType: 'ORGANIZATION', size: 'comfortable' },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByText(storyText(globals)('topBar.exVat'))).toBeVisible();
  },
};
