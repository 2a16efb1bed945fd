import type { SocialFeedSource, SocialPost } from '../internal/context/WidgetsContext';
import { storyImageUrl } from './storyImages';

const post = (id: number, caption: string, author: string): SocialPost => ({
  id: `post-${id}`,
  imageUrl: storyImageUrl(`social-${id}-square.jpg`, 480),
  caption,
  href: `https://www.instagram.com/p/hemma${id}`,
  author,
});

/** Posts as the social-content service would return them for the feed 'hemma-home-feed'. */
export const socialPostFixtures: SocialPost[] = [
  post(1, 'A reading corner with the Alva armchair', '@linnea.home'),
  post(2, 'Morning light over the oak dining table', '@karinsvilla'),
  post(3, 'Linen bedding in sage', '@nordicnest'),
  post(4, 'The Nora sofa in a small flat', '@smallspaces'),
  post(5, 'Brass lamps on a walnut sideboard', '@oskar.interior'),
  post(6, 'A wool rug under a low table', '@hemma'),
  post(7, 'Textiles in rust and ochre', '@hemma'),
];

/** A social-content service stand-in: the same posts for every feed key, every time. */
export const fixtureSocialFeedSource: SocialFeedSource = (_request, { skip }) =>
  skip ? { posts: [], loading: true } : { posts: socialPostFixtures, loading: false };
