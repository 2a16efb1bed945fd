import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { WidgetsProvider } from '../internal/context/WidgetsContext';
import { widgetArgs } from '../mocks/widgetArgs';
import { bannerWidget, campaignBannerWidget } from '../mocks/widgetFixtures';
import { BannerWidget } from './BannerWidget';
import { bannerWidgetSchema } from './BannerWidget.schema';

const props = widgetArgs(bannerWidgetSchema, bannerWidget, { isFirst: true });
const imageUrl = (fileName: string, width: number) => `/img/${width}/${fileName}`;

function renderBanner(overrides: Partial<typeof props> = {}) {
  return render(
    <WidgetsProvider imageUrl={imageUrl} imageWidths={[768, 1536]}>
      <BannerWidget {...props} {...overrides} />
    </WidgetsProvider>,
  );
}

describe('<BannerWidget />', () => {
  it('is one link with the title, text and call to action', () => {
    renderBanner();
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('href', '/list/all?sort=LATEST');
    expect(link).toHaveTextContent('A home to long for');
    expect(link).toHaveTextContent('See what is new');
    expect(
      screen.getByRole('heading', { level: 2, name: 'A home to long for' }),
    ).toBeInTheDocument();
  });

  it('as the first widget, loads its image eagerly with high priority', () => {
    renderBanner();
    const image = screen.getByRole('img', { name: 'A living room with a grey sofa' });
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('src', '/img/1440/hero-living-room.webp');
  });

  it('lower on the page, loads its image lazily', () => {
    renderBanner(widgetArgs(bannerWidgetSchema, campaignBannerWidget));
    expect(screen.getByRole('img', { name: 'Brass lamps' })).toHaveAttribute('loading', 'lazy');
  });

  it('offers a phone crop when one is configured', () => {
    const portrait = { imageWidth: 900, imageHeight: 1200, imageRatio: 0.75 };
    const { container } = renderBanner({
      configuration: {
        ...props.configuration,
        mobileImage: { fileName: 'hero-living-room-portrait.webp', alt: '' },
      },
      images: [
        ...props.images,
        {
          fileName: 'hero-living-room-portrait.webp',
          largestSize: portrait,
          sizes: [portrait],
        },
      ],
    });
    const source = container.querySelector('picture source');
    expect(source).toHaveAttribute('media', '(max-width: 767px)');
    expect(source?.getAttribute('srcset')).toBe(
      '/img/768/hero-living-room-portrait.webp 768w, /img/900/hero-living-room-portrait.webp 900w',
    );
  });

  it('is a plain section without a link', () => {
    renderBanner({ configuration: { ...props.configuration, href: undefined } });
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('has no axe violations', async () => {
    const { container } = renderBanner();
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
