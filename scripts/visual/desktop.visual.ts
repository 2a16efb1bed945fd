import { declareStoryTests } from './storyTests.ts';

// Every story, at the desktop width: play function, axe, and the screenshot where it has one.
declareStoryTests({ include: () => true, axe: true });
