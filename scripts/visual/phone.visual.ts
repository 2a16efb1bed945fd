import { checksAt, modesOf } from './catalogue.ts';
import { declareStoryTests } from './storyTests.ts';

// At phone width, only the stories that can look different there or are pinned to it
// (catalogue.ts); axe runs here only for stories drawn at phone width alone.
declareStoryTests({
  include: (story) => modesOf(story, [{ channel: '', viewport: 'phone' }]).length > 0,
  axe: (story) => checksAt(story) === 'phone',
});
