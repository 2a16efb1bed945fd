import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { footerSurface, headerSurfaceDark } from '../../css/surfaces.css';
import { vars } from '../../themes';
import { Link, linkVariants } from './Link';
import { withFakeRouter } from './fixtures/FakeRouter';

const meta = {
  title: 'UI/Link',
  component: Link,
  args: { href: '/favoriter', children: 'Favorites', variant: 'inline' },
  argTypes: { variant: { control: 'inline-radio', options: linkVariants } },
  decorators: [withFakeRouter],
  parameters: {
    docs: {
      description: {
        component: `The shop's one link. Internal paths go through the app's router link (injected with \`LinkProvider\`, so ui stays router-agnostic); external ones open in a new tab with \`rel="noopener"\`; prefetch is off on save-data, 2G and offline.

**Use** for navigation; variants for inline text, plain and button-like links.

**Do** write link texts that make sense alone ('See all sofas'). **Don't** use a link for an action that changes data — use Button.

**Accessibility** External links say 'opens in a new tab' to screen readers (\`newTabLabel\`); focus ring from the theme.`,
      },
    },
  },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A relative path, resolved through the app's path helper. */
export const Internal: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Favorites' });
    await expect(link).toHaveAttribute('href', '/se/sv/favoriter');
    await expect(link).not.toHaveAttribute('target');
  },
};

/** A full URL on the shop's own host becomes an internal path. */
export const OwnHost: Story = {
  args: { href: 'https://www.hemma.se/c/soffor', children: 'Sofas' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Sofas' })).toHaveAttribute(
      'href',
      '/c/soffor',
    );
  },
};

/** Another host: a new tab, rel="noopener", announced to screen readers. */
export const External: Story = {
  args: { href: 'https://instagram.com/hemma', children: 'Instagram' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /Instagram/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener');
  },
};

export const Plain: Story = {
  args: { variant: 'plain', children: 'Sofas and armchairs', href: '/c/soffor' },
};

export const Focused: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Favorites' });
    link.focus();
    await expect(link).toHaveFocus();
  },
};

export const AllVariants: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: vars.space.s }}>
      {[undefined, headerSurfaceDark, footerSurface].map((surface, index) => (
        <p key={index} className={surface} style={{ margin: 0, padding: vars.space.m }}>
          Read the <Link href="/cookies">cookie policy</Link>, browse{' '}
          <Link href="/c/soffor" variant="plain">
            sofas
          </Link>{' '}
          or follow us on <Link href="https://instagram.com/hemma">Instagram</Link>.
        </p>
      ))}
    </div>
  ),
};
