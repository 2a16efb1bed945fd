import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Labelled } from '../../internal/specimen';
import { vars } from '../../themes';
import { Image, imageFits } from './Image';

/**
 * A stand-in image host: an inline SVG drawn at the asked width, so stories need no network and
 * render the same pixels every time.
 */
const tints: Record<string, string> = {
  'sofa.jpg': '#6f8f7a',
  'lamp.jpg': '#c49a6c',
  'banner.jpg': '#41607a',
};
const src = (fileName: string, width: number) => {
  const tint = tints[fileName] ?? '#999999';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${Math.round(width * 1.25)}" viewBox="0 0 80 100"><rect width="80" height="100" fill="#efebe4"/><rect x="10" y="45" width="60" height="22" rx="4" fill="${tint}"/><rect x="10" y="35" width="60" height="14" rx="4" fill="${tint}" opacity="0.8"/><rect x="14" y="67" width="4" height="8" fill="#5c5750"/><rect x="62" y="67" width="4" height="8" fill="#5c5750"/><text x="40" y="92" font-size="6" text-anchor="middle" fill="#5c5750">${width}w</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
};

/** Storybook's held-picture path (`.storybook/heldPictures.ts`): these pictures never arrive. */
const heldSrc = (fileName: string, width: number) => `/held-pictures/${fileName}?w=${width}`;

const meta = {
  title: 'UI/Image',
  component: Image,
  args: {
    images: ['sofa.jpg'],
    src,
    widths: [200, 400, 800],
    sizes: '320px',
    alt: 'Three-seat sofa in green wool',
    aspectRatio: 4 / 5,
  },
  argTypes: { fit: { control: 'inline-radio', options: imageFits } },
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component: `A responsive image in a box of fixed aspect ratio: a skeleton until it has loaded, a placeholder when there is no file, \`srcset\` over the widths the image host serves.

**Use** \`priority\` on the page's largest image (the hero, the first product image): it loads eagerly with \`fetchpriority="high"\`. Everything else is lazy. Give \`sizes\` from the layout so the browser picks the smallest file.

**Do** always set \`aspectRatio\` so nothing shifts when the file arrives. **Don't** put text into images; don't lazy-load the largest paint.

**Accessibility** \`alt\` is required: the product or scene in a few words, or \`alt=""\` for pure decoration.`,
      },
    },
  },
} satisfies Meta<typeof Image>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const frame = within(canvasElement).getByRole('img', {
      name: 'Three-seat sofa in green wool',
    }).parentElement!;
    await waitFor(() => expect(frame).not.toHaveAttribute('aria-busy'));
  },
};

/**
 * The picture has not arrived yet: the skeleton fills the box, which already has the picture's
 * shape, and the frame is busy. The picture is held (it never arrives), so the state stays for
 * review and capture.
 */
export const Loading: Story = {
  args: { src: heldSrc },
  play: async ({ canvasElement }) => {
    const picture = within(canvasElement).getByRole('img', {
      name: 'Three-seat sofa in green wool',
    });
    await expect(picture.parentElement).toHaveAttribute('aria-busy', 'true');
  },
};

/** The page's largest image: eager, with high fetch priority. */
export const Priority: Story = {
  args: { priority: true },
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole('img', { name: 'Three-seat sofa in green wool' });
    await expect(img).toHaveAttribute('fetchpriority', 'high');
    await expect(img).toHaveAttribute('loading', 'eager');
  },
};

/** The product has no images (null or an empty list). */
export const Placeholder: Story = { args: { images: null } };

/** The file failed to load: the placeholder takes its place. */
export const Broken: Story = {
  args: { images: ['missing.jpg'], src: () => 'data:image/png;base64,broken' },
};

export const Cover: Story = { args: { images: ['banner.jpg'], aspectRatio: 16 / 9, fit: 'cover' } };

/** Each fit and shape, the loading state and the placeholder, captioned. */
export const AllVariants: Story = {
  decorators: [(Story) => <Story />],
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(5, 200px)', gap: vars.space.m }}>
      <Labelled caption="Contain, 4:5">
        <Image {...args} images={['sofa.jpg']} alt="Sofa, contain" />
      </Labelled>
      <Labelled caption="Cover, 1:1">
        <Image {...args} images={['lamp.jpg']} alt="Lamp, cover" fit="cover" aspectRatio={1} />
      </Labelled>
      <Labelled caption="Loading: skeleton">
        <Image {...args} images={['sofa.jpg']} src={heldSrc} alt="Sofa, loading" />
      </Labelled>
      <Labelled caption="No image: placeholder">
        <Image {...args} images={[]} alt="No image" />
      </Labelled>
      <Labelled caption="Cover, 16:9">
        <Image
          {...args}
          images={['banner.jpg']}
          alt="Banner 16:9"
          aspectRatio={16 / 9}
          fit="cover"
        />
      </Labelled>
    </div>
  ),
};
