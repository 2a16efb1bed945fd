import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withShell } from '../../../components/testing/storyDecorators';
import { ShopProvidersView } from '../../shop/ShopProviders';
import { productFixture } from '../fixtures';
import { ProductGallery } from './ProductGallery';

/**
 * The recorded Bo sofa's pictures. The picture the browser picks from the srcset has loaded (the
 * mocks hold the gallery's 960 and 1440 widths) and fills its 4:5 frame: no placeholder, no band.
 */
async function expectRealPicture(image: HTMLImageElement, widths: readonly string[]) {
  await waitFor(() => expect(image.complete && image.naturalWidth > 0).toBe(true), {
    timeout: 10_000,
  });
  await expect(widths.some((width) => image.currentSrc.includes(`/product/${width}/`))).toBe(true);
  const frame = image.parentElement!.getBoundingClientRect();
  const box = image.getBoundingClientRect();
  await expect(Math.round(box.width)).toBe(Math.round(frame.width));
  await expect(Math.round(box.height)).toBe(Math.round(frame.height));
}

const product = productFixture();
const meta = {
  title: 'Storefront/Shopping/ProductGallery',
  parameters: {
    // Pinned to the English channel: the data is the com channel's recording and the play
    // functions name its English texts (to be derived from the channel, see issue 20's note).
    shell: { locale: 'en' },
  },
  component: ProductGallery,
  decorators: [
    (Story) => (
      <ShopProvidersView imageBaseUrl="/images" locale="en">
        <Story />
      </ShopProvidersView>
    ),
    withShell,
  ],
  args: { images: product.images ?? [], name: product.name ?? product.alias },
} satisfies Meta<typeof ProductGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A laptop: the large picture comes at a gallery width (960 or 1440), whole in its frame (never cropped). */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const image = canvas.getByRole<HTMLImageElement>('img', { name: args.name });
    await expectRealPicture(image, ['960', '1440']);
    await expect(getComputedStyle(image).objectFit).toBe('contain');
  },
};

/** A phone: the same picture across the width, and the thumbnails to choose the second. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show picture 2' }));
    const image = canvas.getByRole<HTMLImageElement>('img', { name: args.name });
    await waitFor(() => expect(image.currentSrc).toContain('-2.webp'));
    await expectRealPicture(image, ['640', '960', '1440']);
  },
};
