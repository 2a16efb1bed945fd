import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OnEverySurface } from '../../internal/specimen';
import { vars } from '../../themes';
import { ArrowRightIcon, CloseIcon, HeartIcon } from '../Icon';
import { Button, buttonSizes, buttonVariants } from './Button';

const meta = {
  title: 'UI/Button',
  component: Button,
  tags: ['autodocs'],
  args: { children: 'Add to cart', onClick: fn() },
  argTypes: {
    onClick: { description: 'Called on a click; not while the button is loading.' },
    size: { control: 'inline-radio', options: buttonSizes },
    variant: { control: 'inline-radio', options: buttonVariants },
  },
  parameters: {
    docs: {
      description: {
        component: `The shop's action: add to cart, place order, apply a promo code. Sizes s, m and l; variants primary, secondary, outline and ghost; a loading state that keeps its width.

**Use** one primary button per view for the action that moves the shopper on; \`loading\` while a mutation runs (the button ignores clicks and says \`aria-busy\`).

**Do** write verbs ('Add to cart', 'Apply'). **Don't** use a button to navigate — use Link; don't disable a submit button to signal invalid input: let the form say what is wrong.

**Accessibility** A native \`button\` with a visible focus ring from the theme's focus token; an icon-only button needs \`aria-label\`. Text and background meet WCAG AA in both channels and on header and footer surfaces.`,
      },
    },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add to cart' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Disabled: Story = { args: { disabled: true } };

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Add to cart' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const FullWidth: Story = { args: { fullWidth: true } };

export const WithIcon: Story = {
  args: {
    children: (
      <>
        Continue to checkout <ArrowRightIcon />
      </>
    ),
  },
};

/** An icon-only button is named by its aria-label, which is required by its props. */
export const IconOnly: Story = {
  args: { iconOnly: true, 'aria-label': 'Close', variant: 'ghost', children: <CloseIcon /> },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Close' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const IconOnlySizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: vars.space.m, alignItems: 'center' }}>
      {buttonVariants.map((variant) =>
        buttonSizes.map((size) => (
          <Button
            key={`${variant}-${size}`}
            {...args}
            variant={variant}
            size={size}
            iconOnly
            aria-label={`Add to favorites (${variant} ${size})`}
          >
            <HeartIcon />
          </Button>
        )),
      )}
    </div>
  ),
};

/** The same buttons in the header, dark header and footer: the surface re-points their colours. */
export const OnSurfaces: Story = {
  render: (args) => (
    <OnEverySurface>
      {buttonVariants.map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {variant}
        </Button>
      ))}
    </OnEverySurface>
  ),
};

export const AllVariants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {buttonVariants.map((variant) => (
        <div key={variant} style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
          {buttonSizes.map((size) => (
            <Button key={size} {...args} variant={variant} size={size}>
              {variant} {size}
            </Button>
          ))}
          <Button {...args} variant={variant} disabled>
            disabled
          </Button>
          <Button {...args} variant={variant} loading>
            loading
          </Button>
          <Button {...args} variant={variant} iconOnly aria-label={`Close (${variant})`}>
            <CloseIcon />
          </Button>
        </div>
      ))}
    </div>
  ),
};
