import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { WidgetsProvider } from '../context/WidgetsContext';
import { widgetArgs } from '../mocks/widgetArgs';
import { bannerBelowWidget, bannerWidget } from '../mocks/widgetFixtures';
import { BannerWidget, bannerWidgetSchema } from './BannerWidget';

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
    expect(link).toHaveAttribute('href', '/c/sofas');
    expect(link).toHaveTextContent('Room to breathe');
    expect(link).toHaveTextContent('Shop the spring edit');
  });

  it('as the first widget, carries the page heading and loads its image eagerly with high priority', () => {
    renderBanner();
    expect(screen.getByRole('heading', { level: 1, name: 'Room to breathe' })).toBeInTheDocument();
    const image = screen.getByRole('img', { name: /light living room/ });
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).toHaveAttribute('loading', 'eager');
  });

  it('offers its second image as the phone crop', () => {
    const { container } = renderBanner();
    const source = container.querySelector('picture source');
    expect(source).toHaveAttribute('media', '(max-width: 767px)');
    expect(source?.getAttribute('srcset')).toContain('/img/768/spring-living-room-portrait.jpg 768w');
  });

  it('lies lower on the page with a lazy image and an h2 when it is not first', () => {
    renderBanner({ ...widgetArgs(bannerWidgetSchema, bannerBelowWidget) });
    expect(screen.getByRole('heading', { level: 2, name: 'Long evenings outdoors' })).toBeInTheDocument();
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'lazy');
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
