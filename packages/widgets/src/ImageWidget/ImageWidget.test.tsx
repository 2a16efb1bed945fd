import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { WidgetsProvider } from '../context/WidgetsContext';
import { widgetArgs } from '../mocks/widgetArgs';
import { imageWidgets } from '../mocks/widgetFixtures';
import { ImageWidget, imageWidgetSchema } from './ImageWidget';

const props = widgetArgs(imageWidgetSchema, imageWidgets[0]!, { sizes: '33vw' });
const imageUrl = (fileName: string, width: number) => `https://images.hemma.test/${width}/${fileName}`;

function renderImage(overrides: Partial<typeof props> = {}) {
  return render(
    <WidgetsProvider imageUrl={imageUrl} imageWidths={[480, 960]}>
      <ImageWidget {...props} {...overrides} />
    </WidgetsProvider>,
  );
}

describe('<ImageWidget />', () => {
  it('draws the image from the host the app chose, in the widths the slot needs', () => {
    renderImage();
    const image = screen.getByRole('img', { name: 'Brass table lamps with linen shades' });
    expect(image).toHaveAttribute('src', 'https://images.hemma.test/1200/brass-lamps-portrait.jpg');
    expect(image).toHaveAttribute(
      'srcset',
      'https://images.hemma.test/480/brass-lamps-portrait.jpg 480w, https://images.hemma.test/960/brass-lamps-portrait.jpg 960w, https://images.hemma.test/1200/brass-lamps-portrait.jpg 1200w',
    );
    expect(image).toHaveAttribute('sizes', '33vw');
    expect(image).toHaveAttribute('width', '1200');
    expect(image).toHaveAttribute('height', '1500');
  });

  it('loads lazily when it is not the first widget', () => {
    renderImage();
    const image = screen.getByRole('img');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('fetchpriority', 'auto');
  });

  it('loads the first widget image eagerly with high priority (the largest paint)', () => {
    renderImage({ isFirst: true });
    const image = screen.getByRole('img');
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
  });

  it('links the image and shows its caption', () => {
    renderImage();
    expect(screen.getByRole('link', { name: 'Brass table lamps with linen shades' })).toHaveAttribute('href', '/c/lighting');
    expect(screen.getByText('Lighting')).toBeInTheDocument();
  });

  it('renders nothing without an image', () => {
    const { container } = renderImage({ images: [] });
    expect(container).toBeEmptyDOMElement();
  });

  it('rejects a javascript: link in its configuration', () => {
    const result = imageWidgetSchema.safeParse({ href: 'javascript:alert(1)' });
    expect(result.success).toBe(false);
  });

  it('has no axe violations', async () => {
    const { container } = renderImage();
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
