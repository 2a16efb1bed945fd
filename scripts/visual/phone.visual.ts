import { modesOf } from './catalogue.ts';
import { declareStoryTests } from './storyTests.ts';

// At phone width, only the stories that can look different there (catalogue.ts, differsByWidth);
// their play functions and axe already ran at desktop width.
declareStoryTests({
  include: (story) => modesOf(story, [{ channel: '', viewport: 'phone' }]).length > 0,
  axe: false,
});
