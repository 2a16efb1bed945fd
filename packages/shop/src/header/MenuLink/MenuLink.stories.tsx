import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withShell } from '../../testing';
import { MenuLink } from './MenuLink';

const meta = {
  title: 'Storefront/Shell/MenuLink',
  parameters: {
    visual: {
      reason: 'Unstyled on its own; the header, top bar, footer and menu panel stories picture it.',
    },
    docs: {
      description: {
        component:
          "A menu item's link, as the menus of the commerce API give it: an internal path goes through the router (ui's `LinkProvider`) with the page's language and market prefix, which the shell's `linkOf` adds; an external URL gets `rel=\"noopener noreferrer\"` and opens in a new tab when the item says so. A `javascript:`, `vbscript:` or `data:` URL is never made clickable: its label stays, as text.\n\n**Use** for every link drawn from a menu item (main, top-bar, footer and phone menus); `children` replace the label (e.g. 'See all in Sofas').\n\n**Do** give it the menus' items as they are. **Don't** localize the path first: the shell does it.\n\n**Accessibility** A plain link named by the item's label (or its children); it takes any anchor attribute, so menus can add their roles and handlers.",
      },
    },
  },
  component: MenuLink,
  decorators: [withShell],
  args: {
    item: { label: 'Sofas', title: 'Sofas', canonicalUrl: '/c/sofas', targetBlank: false },
  },
  tags: ['no-visual'],
} satisfies Meta<typeof MenuLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Internal: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Sofas' })).toHaveAttribute(
      'href',
      '/c/sofas',
    );
  },
};

export const ExternalInNewTab: Story = {
  args: {
    item: {
      label: 'Design blog',
      title: 'Design blog',
      canonicalUrl: 'https://example.com/blog',
      targetBlank: true,
    },
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Design blog' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const UnsafeUrlStaysText: Story = {
  args: {
    item: {
      label: 'Offer',
      title: 'Offer',
      canonicalUrl: 'javascript:alert(1)',
      targetBlank: false,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.getByText('Offer')).toBeVisible();
  },
};
