import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CloseIcon, HeartIcon, MenuIcon, SearchIcon, TrashIcon } from '../Icon';
import { Inline } from '../Inline';
import { IconButton, iconButtonSizes, iconButtonVariants } from './IconButton';

const names = ({ language }: { language: string }) =>
  language === 'sv'
    ? {
        close: 'Stäng',
        menu: 'Öppna menyn',
        search: 'Öppna sökningen',
        remove: 'Ta bort',
        save: 'Spara som favorit',
      }
    : {
        close: 'Close',
        menu: 'Open menu',
        search: 'Open search',
        remove: 'Remove',
        save: 'Save as favourite',
      };

const meta = {
  title: 'UI/IconButton',
  component: IconButton,
  tags: ['autodocs'],
  args: { label: '', icon: <CloseIcon />, onClick: fn() },
  argTypes: {
    size: { control: 'inline-radio', options: iconButtonSizes },
    variant: { control: 'inline-radio', options: iconButtonVariants },
    icon: { control: false },
  },
  parameters: {
    channelArgs: (channel: { language: string }) => ({ label: names(channel).close }),
    docs: {
      description: {
        component: `A square button that shows only an icon: close a panel, open the menu or the search, remove a cart line. Its \`label\` is required and becomes its accessible name and tooltip.

**Use** \`plain\` inside bars and panels (header, side panels, cart lines); \`outline\` where it stands alone on a page.

**Do** name the action ('Close', 'Remove'), not the icon ('X'). **Don't** build icon buttons by hand from \`button\` and an icon.

**Accessibility** A native \`button\` named by \`aria-label\`, with the theme's focus ring; the icon is hidden from screen readers. Its square is at least the height of a button of the same size, a touch target of 40 px or more at m.`,
      },
    },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['no-visual'],
  parameters: { visual: { reason: 'AllVariants pictures every size and variant.' } },
  play: async ({ canvasElement, args }) => {
    // The label is the channel's ('Close', 'Stäng'): the decorator fills it in, not `args`.
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^(Close|Stäng)$/ }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Outline: Story = {
  tags: ['no-visual'],
  parameters: { visual: { reason: 'AllVariants pictures every size and variant.' } },
  args: { variant: 'outline', icon: <HeartIcon /> },
};

export const Disabled: Story = {
  tags: ['no-visual'],
  parameters: { visual: { reason: 'AllVariants pictures every size and variant.' } },
  args: { disabled: true, icon: <TrashIcon /> },
};

/** Every size and variant, for the visual tests. */
export const AllVariants: Story = {
  render: (args) => (
    <Inline gap="m">
      {iconButtonVariants.flatMap((variant) =>
        iconButtonSizes.map((size) => (
          <IconButton
            key={`${variant}-${size}`}
            variant={variant}
            size={size}
            label={`${args.label} ${variant} ${size}`}
            icon={size === 's' ? <SearchIcon size="s" /> : <MenuIcon />}
          />
        )),
      )}
    </Inline>
  ),
};
