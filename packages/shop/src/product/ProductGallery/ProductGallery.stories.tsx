import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withShell, storyChannel, type StoryChannel } from '@hemma/shop/testing';
import { ShopProvidersView } from '../../providers';
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

/** The recorded Bo sofa's pictures and its name in the channel's language. */
const galleryOf = (product: ReturnType<typeof productFixture>) => ({
  images: product.images ?? [],
  name: product.name ?? product.alias,
});

const meta = {
  title: 'Storefront/Shopping/ProductGallery',
  parameters: {
    docs: {
      description: {
        component: `The product's pictures: the first large, the others as thumbnails that choose it, and a larger view (a modal in its own chunk, loaded when the pointer or focus reaches its button) that steps through them.

**Use** on the product page with the product's image files (\`product.images\`); pictures come from the commerce API's image host through \`ShopProvidersView\`. **Don't** pass CMS images: the gallery asks for product picture widths.

**Accessibility:** the thumbnails are a labelled list of buttons ('Show picture 2'), the current one pressed; the larger view opens from a named button as a dialog that announces the picture's position as it steps (\`aria-live\`), and gives focus back to its trigger on close.`,
      },
    },
    channelArgs: ({ fixtures }: StoryChannel) => galleryOf(productFixture('bo', fixtures)),
  },
  component: ProductGallery,
  decorators: [
    (Story, { globals }) => (
      <ShopProvidersView imageBaseUrl="/images" locale={storyChannel(globals).language}>
        <Story />
      </ShopProvidersView>
    ),
    withShell,
  ],
  args: galleryOf(productFixture()),
} satisfies Meta<typeof ProductGallery>;

export default meta;

/** The picture's name in the story's channel (play functions get the meta's args, not the channel's). */
const shownName = (globals: Record<string, unknown>) =>
  galleryOf(productFixture('bo', storyChannel(globals).fixtures)).name;
type Story = StoryObj<typeof meta>;

/** A laptop: the large picture comes at a gallery width (960 or 1440), whole in its frame (never cropped). */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  tags: ['desktop-only'],
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const image = canvas.getByRole<HTMLImageElement>('img', { name: shownName(globals) });
    await expectRealPicture(image, ['960', '1440']);
    await expect(getComputedStyle(image).objectFit).toBe('contain');
  },
};

/** A phone: the same picture across the width, and the thumbnails to choose the second. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  tags: ['phone-only'],
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', {
        name: storyChannel(globals).t('shop.product.showPicture', { number: 2 }),
      }),
    );
    const image = canvas.getByRole<HTMLImageElement>('img', { name: shownName(globals) });
    await waitFor(() => expect(image.currentSrc).toContain('-2.webp'));
    await expectRealPicture(image, ['640', '960', '1440']);
  },
};
