import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { WidgetsProvider } from '../internal/context/WidgetsContext';
import { widgetArgs } from '../mocks/widgetArgs';
import { imageWidget } from '../mocks/widgetFixtures';
import { ImageWidget } from './ImageWidget';
import { imageWidgetSchema } from './ImageWidget.schema';

const props = widgetArgs(imageWidgetSchema, imageWidget, { sizes: '50vw' });
const imageUrl = (fileName: string, width: number) =>
  `https://images.hemma.test/${width}/${fileName}`;

function renderImage(overrides: Partial<typeof props> = {}) {
  return render(
    <WidgetsProvider imageUrl={imageUrl} imageWidths={[480, 960, 1920]}>
      <ImageWidget {...props} {...overrides} />
    </WidgetsProvider>,
  );
}

describe('<ImageWidget />', () => {
  it('draws the image from the host the app chose, in the widths the slot needs', () => {
    renderImage();
    const image = screen.getByRole('img', { name: 'A light bedroom' });
    expect(image).toHaveAttribute('src', 'https://images.hemma.test/1440/banner-bedroom.webp');
    expect(image).toHaveAttribute(
      'srcset',
      'https://images.hemma.test/480/banner-bedroom.webp 480w, https://images.hemma.test/960/banner-bedroom.webp 960w, https://images.hemma.test/1440/banner-bedroom.webp 1440w',
    );
    expect(image).toHaveAttribute('sizes', '50vw');
    expect(image).toHaveAttribute('width', '1440');
    expect(image).toHaveAttribute('height', '960');
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

  it('links the image', () => {
    renderImage();
    expect(screen.getByRole('link', { name: 'A light bedroom' })).toHaveAttribute(
      'href',
      '/c/furniture/beds',
    );
  });

  it('shows a caption when configured', () => {
    renderImage({ configuration: { ...props.configuration, caption: 'Beds' } });
    expect(screen.getByText('Beds').tagName).toBe('FIGCAPTION');
  });

  it('renders nothing without an image', () => {
    const { container } = renderImage({ images: [], configuration: { href: '/c/beds' } });
    expect(container).toBeEmptyDOMElement();
  });

  it('rejects a javascript: link in its configuration', () => {
    expect(imageWidgetSchema.safeParse({ href: 'javascript:alert(1)' }).success).toBe(false);
  });

  it('has no axe violations', async () => {
    const { container } = renderImage();
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
