import { checksAt, modesOf } from './catalogue.ts';
import { declareStoryTests } from './storyTests.ts';

// Every story not pinned to the phone, at the desktop width: play function, axe, and the screenshot
// where it has one.
declareStoryTests({
  include: (story) => modesOf(story, [{ channel: '', viewport: 'desktop' }]).length > 0,
  axe: (story) => checksAt(story) === 'desktop',
});
