import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OnEverySurface } from '../../internal/specimen';
import { buttonSizes } from '../../themes';
import { buttonVariants } from '../Button';
import { withFakeRouter } from '../Link/fixtures/FakeRouter';
import { ButtonLink } from './ButtonLink';

const meta = {
  title: 'UI/ButtonLink',
  component: ButtonLink,
  tags: ['autodocs'],
  args: { href: '/c/soffor', children: 'See all sofas', variant: 'primary', size: 'm' },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
  decorators: [withFakeRouter],
  parameters: {
    docs: {
      description: {
        component: `A link drawn as a button: the shop's Link (the router link for internal paths, a new tab with \`rel="noopener"\` for external ones) with Button's variants and sizes.

**Use** for navigation that must stand out as the way on: a banner's or a content widget's shortcut, 'To checkout'.

**Do** use it when the target is a page. **Don't** use it for an action that changes data — use Button.

**Accessibility** A real link (it is announced as one), with the button's focus ring; an external one says 'opens in a new tab' to screen readers. It carries no link colour of its own, so its text keeps the button's contrast whatever order the stylesheets load in.`,
      },
    },
  },
} satisfies Meta<typeof ButtonLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'See all sofas' });
    await expect(link).toHaveAttribute('href', '/se/sv/c/soffor');
  },
};

/** Another host: a new tab, announced to screen readers. */
export const External: Story = {
  args: { href: 'https://instagram.com/hemma', children: 'Follow us', variant: 'outline' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /Follow us/ });
    await expect(link).toHaveAttribute('target', '_blank');
  },
};

/** Every variant on the page, header, dark header and footer surfaces, which re-point its colours. */
export const AllVariants: Story = {
  render: (args) => (
    <OnEverySurface>
      {buttonVariants.map((variant) => (
        <ButtonLink key={variant} {...args} variant={variant}>
          {variant}
        </ButtonLink>
      ))}
    </OnEverySurface>
  ),
};
