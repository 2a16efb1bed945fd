import { act, render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WidgetsProvider } from '../internal/context/WidgetsContext';
import { FakeIntersectionObserver } from '../mocks/intersectionObserver';
import { fixtureSocialFeedSource } from '../mocks/socialFeedFixtures';
import { widgetArgs } from '../mocks/widgetArgs';
import { socialFeedWidget } from '../mocks/widgetFixtures';
import { SocialFeedWidget } from './SocialFeedWidget';
import { socialFeedWidgetSchema } from './SocialFeedWidget.schema';

const props = widgetArgs(socialFeedWidgetSchema, socialFeedWidget);

beforeEach(() => vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver));
afterEach(() => {
  FakeIntersectionObserver.reset();
  vi.unstubAllGlobals();
});

describe('<SocialFeedWidget />', () => {
  it('loads the feed by key and tags from the social-content service once near the viewport', () => {
    const source = vi.fn(fixtureSocialFeedSource);
    render(
      <WidgetsProvider socialFeedSource={source}>
        <SocialFeedWidget {...props} />
      </WidgetsProvider>,
    );
    expect(source.mock.calls.every(([, options]) => options.skip)).toBe(true);
    act(() => FakeIntersectionObserver.bringIntoView());
    expect(source).toHaveBeenLastCalledWith(
      { feedKey: 'hemma-home-feed', tags: ['hemmahos', 'hemmakit'], take: 6 },
      { skip: false },
    );
    const feed = screen.getByRole('region', { name: 'At home with you' });
    const posts = within(feed).getAllByRole('listitem');
    expect(posts).toHaveLength(6);
    const first = within(posts[0]!).getByRole('link');
    expect(first).toHaveAttribute('href', 'https://www.instagram.com/p/hemma1');
    expect(
      within(first).getByRole('img', { name: 'A reading corner with the Alva armchair' }),
    ).toBeInTheDocument();
  });

  it('renders nothing when no social-content service is wired', () => {
    const { container } = render(<SocialFeedWidget {...props} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows hand-picked posts with the widget’s own images, matched by file name', () => {
    const square = { imageWidth: 1080, imageHeight: 1080, imageRatio: 1 };
    const configuration = socialFeedWidgetSchema.parse({
      title: 'At home with you',
      handle: '@hemma',
      profileUrl: 'https://www.instagram.com/hemma',
      posts: [
        {
          fileName: 'rug-square.jpg',
          caption: 'A wool rug',
          href: 'https://www.instagram.com/p/x',
        },
      ],
    });
    render(
      <SocialFeedWidget
        {...props}
        configuration={configuration}
        images={[
          {
            fileName: 'rug-square.jpg',
            largestSize: square,
            sizes: [square],
          },
        ]}
      />,
    );
    expect(screen.getByRole('img', { name: 'A wool rug' }).getAttribute('src')).toContain(
      'rug-square.jpg',
    );
    expect(screen.getByRole('link', { name: /^@hemma.*opens in a new tab/ })).toHaveAttribute(
      'href',
      'https://www.instagram.com/hemma',
    );
  });

  it('needs a feed key or posts, naming the field', () => {
    expect(socialFeedWidgetSchema.safeParse({ title: 'x' }).error?.issues[0]?.path).toEqual([
      'feedKey',
    ]);
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <WidgetsProvider socialFeedSource={fixtureSocialFeedSource}>
        <SocialFeedWidget {...props} />
      </WidgetsProvider>,
    );
    act(() => FakeIntersectionObserver.bringIntoView());
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
