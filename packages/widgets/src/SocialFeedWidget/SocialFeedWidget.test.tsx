import { render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { widgetArgs } from '../mocks/widgetArgs';
import { socialFeedWidget } from '../mocks/widgetFixtures';
import { SocialFeedWidget, socialFeedWidgetSchema } from './SocialFeedWidget';

const props = widgetArgs(socialFeedWidgetSchema, socialFeedWidget);

describe('<SocialFeedWidget />', () => {
  it('shows each configured post as a linked image', () => {
    render(<SocialFeedWidget {...props} />);
    const feed = screen.getByRole('region', { name: 'At home with you' });
    const posts = within(feed).getAllByRole('listitem');
    expect(posts).toHaveLength(6);
    const first = within(posts[0]!).getByRole('link');
    expect(first).toHaveAttribute('href', 'https://www.instagram.com/p/hemma1');
    expect(within(first).getByRole('img', { name: 'A reading corner with the Alva armchair' })).toBeInTheDocument();
  });

  it('links the account handle to its profile', () => {
    render(<SocialFeedWidget {...props} />);
    expect(screen.getByRole('link', { name: '@hemma' })).toHaveAttribute('href', 'https://www.instagram.com/hemma');
  });

  it('matches a post to its image by file name when one is given', () => {
    const configuration = socialFeedWidgetSchema.parse({
      posts: [{ fileName: 'social-rug-square.jpg', caption: 'Rug', href: 'https://www.instagram.com/p/x' }],
    });
    render(<SocialFeedWidget {...props} configuration={configuration} />);
    expect(screen.getByRole('img', { name: 'Rug' }).getAttribute('src')).toContain('social-rug-square.jpg');
  });

  it('leaves out posts without an image, and renders nothing when none has one', () => {
    const { container } = render(<SocialFeedWidget {...props} images={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('has no axe violations', async () => {
    const { container } = render(<SocialFeedWidget {...props} />);
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
