import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, within } from 'storybook/test';
import { Image } from '../Image';
import { Pagination } from '../Pagination';
import { QuantityStepper } from '../QuantityStepper';
import { LabelsProvider, englishUiLabels, type UiLabels } from './LabelsProvider';

/** Swedish words, as the app provides them from its translations. */
const swedishLabels: Partial<UiLabels> = {
  loadMore: 'Visa fler',
  showing: (sum, total) => `Visar ${sum} av ${total}`,
  quantity: 'Antal',
  decreaseQuantity: 'Minska antal',
  increaseQuantity: 'Öka antal',
  noImage: 'Ingen bild',
};

function Samples() {
  const [quantity, setQuantity] = useState(2);
  return (
    <div style={{ display: 'grid', gap: 24, maxWidth: 320 }}>
      <Pagination sum={24} total={130} onLoadMore={() => {}} />
      <QuantityStepper value={quantity} onChange={setQuantity} />
      <Image images={null} src={() => ''} widths={[320]} alt="" aspectRatio={4 / 5} />
    </div>
  );
}

const meta = {
  title: 'Foundations/Labels provider',
  component: LabelsProvider,
  args: { labels: swedishLabels },
  render: (args) => (
    <LabelsProvider {...args}>
      <Samples />
    </LabelsProvider>
  ),
  parameters: {
    docs: {
      description: {
        component: `The words ui says itself — accessible names, hints and read-outs such as 'Load more', 'Close' or 'No image' — in the page's language. ui has no i18n: the app builds \`UiLabels\` from its translations and provides them once, at its root; \`useUiLabels()\` reads them.

**Use** once around the app (and around stories, per channel language). A nested provider overrides only the words it sets.

**Do** keep passing a prop where a screen needs its own wording (a cart line's 'One more sofa'): a prop always wins. **Don't** put channel ids or app texts here: only ui's own words.

**Accessibility** Screen readers hear button, landmark and image names in the page's language. Without a provider everything is English (\`englishUiLabels\`).`,
      },
    },
  },
} satisfies Meta<typeof LabelsProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pagination, a quantity stepper and an image placeholder with no words passed: all Swedish. */
export const Swedish: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Visa fler' })).toBeVisible();
    await expect(canvas.getByText('Visar 24 av 130')).toBeVisible();
    await expect(canvas.getByRole('spinbutton', { name: 'Antal' })).toHaveValue('2');
    await expect(canvas.getByRole('button', { name: 'Minska antal' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Öka antal' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Ingen bild' })).toBeVisible();
  },
};

/** An inner provider changes one word; the rest come from the outer one. */
export const Nested: Story = {
  render: (args) => (
    <LabelsProvider {...args}>
      <LabelsProvider labels={{ loadMore: 'Fler produkter' }}>
        <Samples />
      </LabelsProvider>
    </LabelsProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Fler produkter' })).toBeVisible();
    await expect(canvas.getByRole('spinbutton', { name: 'Antal' })).toBeVisible();
  },
};

/** English, whatever the toolbar's channel: the words every component has without a provider. */
export const English: Story = {
  args: { labels: englishUiLabels },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Load more' })).toBeVisible();
    await expect(canvas.getByText('Showing 24 of 130')).toBeVisible();
    await expect(canvas.getByRole('spinbutton', { name: 'Quantity' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'No image' })).toBeVisible();
  },
};
