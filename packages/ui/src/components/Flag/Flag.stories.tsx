import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Flag } from './Flag';
import { flagShapes } from './FlagImage';

const markets = ['se', 'no', 'dk', 'fi', 'de', 'nl', 'fr', 'gb', 'us'] as const;

const meta = {
  title: 'UI/Flag',
  component: Flag,
  tags: ['autodocs'],
  args: { code: 'se', shape: 'rectangle', height: 18, locale: 'en' },
  argTypes: { shape: { control: 'inline-radio', options: flagShapes } },
  parameters: {
    docs: {
      description: {
        component: `A country's flag for the market and language pickers, from \`flag-icons\` (4x3 rectangles, 1x1 squares and circles).

**Use** next to the country's name; \`countryName(code, locale)\` gives the name in the shopper's language.

**Do** pair every flag with text. **Don't** use a flag to stand for a language (English is not a flag).

**Accessibility** Decorative (\`aria-hidden\`) when the country's name is written beside it; otherwise an image named after the country (\`label\` overrides the name).`,
      },
    },
  },
} satisfies Meta<typeof Flag>;

export default meta;
type Story = StoryObj<typeof meta>;

const loaded = (image: HTMLElement) =>
  waitFor(() =>
    expect(
      (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth,
    ).toBeGreaterThan(0),
  );

export const Rectangle: Story = {
  play: async ({ canvasElement }) => {
    const flag = within(canvasElement).getByRole('img', { name: 'Sweden' });
    await loaded(flag);
    await expect(flag).toHaveAttribute('data-aspect', '4x3');
  },
};

export const Square: Story = { args: { code: 'fi', shape: 'square', height: 24 } };

export const Circle: Story = {
  args: { code: 'gb', shape: 'circle', height: 24 },
  play: async ({ canvasElement }) => {
    const flag = within(canvasElement).getByRole('img', { name: 'United Kingdom' });
    await loaded(flag);
    await expect(flag).toHaveAttribute('data-aspect', '1x1');
  },
};

export const NamedInSwedish: Story = {
  args: { code: 'de', locale: 'sv' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Tyskland' })).toBeInTheDocument();
  },
};

export const UnknownCode: Story = {
  args: { code: 'zz', label: 'Unknown market', height: 24 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('img', { name: 'Unknown market' }),
    ).toHaveTextContent('zz');
  },
};

export const AllVariants: Story = {
  parameters: {
    visual: {
      maxDiffPixels: 64,
      reason:
        'Chromium rasterises a few edge pixels of one scaled flag SVG differently depending on the story rendered before it in the same page (21 px seen); a colour change moves thousands.',
    },
  },
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      {flagShapes.map((shape) => (
        <div
          key={shape}
          style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}
        >
          {[...markets, 'zz'].map((code) => (
            <Flag key={code} code={code} shape={shape} height={24} />
          ))}
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const images = canvasElement.querySelectorAll('img');
    await expect(images).toHaveLength(markets.length * flagShapes.length);
    for (const image of images) await loaded(image);
  },
};
