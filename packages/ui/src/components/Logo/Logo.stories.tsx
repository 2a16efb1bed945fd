import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { headerSurfaceDark } from '../../css/surfaces.css';
import { Logo } from './Logo';
import partnerLogo from './fixtures/partner-logo.svg?no-inline';

const meta = {
  title: 'UI/Logo',
  component: Logo,
  tags: ['autodocs'],
  args: { alt: 'Hemma', dark: false },
  parameters: {
    docs: {
      description: {
        component: `The shop's logo at the spec's 300x50: a file per channel, or the built-in wordmark drawn in the surrounding text colour; \`dark\` for the dark header.

**Use** once in the header (linking to the index route) and once in the footer.

**Do** keep the clear space of the box. **Don't** stretch it or put it on a busy image.

**Accessibility** \`alt\` is the shop's name; inside a link, the link's name becomes 'Hemma'.`,
      },
    },
  },
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Paints the dark header surface behind a dark-variant logo. */
const onDarkHeader: NonNullable<Story['decorators']> = [
  (Story) => (
    <div className={headerSurfaceDark} style={{ padding: 16 }}>
      <Story />
    </div>
  ),
];

export const Wordmark: Story = {
  play: async ({ canvasElement }) => {
    const logo = within(canvasElement).getByRole('img', { name: 'Hemma' });
    await expect(logo.getBoundingClientRect().width).toBe(300);
    await expect(logo.getBoundingClientRect().height).toBe(50);
  },
};

export const WordmarkDark: Story = { args: { dark: true }, decorators: onDarkHeader };

export const SvgFile: Story = {
  args: { src: partnerLogo, alt: 'Nordic Living' },
  play: async ({ canvasElement }) => {
    const logo = within(canvasElement).getByRole('img', {
      name: 'Nordic Living',
    }) as HTMLImageElement;
    await waitFor(() => expect(logo.naturalWidth).toBeGreaterThan(0));
  },
};

export const SvgFileDerivedDark: Story = {
  args: { src: partnerLogo, alt: 'Nordic Living', dark: true },
  decorators: onDarkHeader,
};

export const AllVariants: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 640 }}>
      <Logo />
      <div className={headerSurfaceDark} style={{ padding: 16 }}>
        <Logo dark />
      </div>
      <Logo src={partnerLogo} alt="Nordic Living" />
      <div className={headerSurfaceDark} style={{ padding: 16 }}>
        <Logo src={partnerLogo} alt="Nordic Living" dark />
      </div>
      <div style={{ width: 160 }}>
        <Logo />
      </div>
    </div>
  ),
};
