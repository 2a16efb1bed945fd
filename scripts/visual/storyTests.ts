/**
 * One Playwright test per story for the project's mode (channel x viewport, from the project's
 * metadata): Storybook's verdict on the play function and axe, then the screenshot compared with
 * its baseline in .visual/baseline/<story-id>/<channel>-<viewport>.png.
 */
import {
  expect,
  test as base,
  type Browser,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  allModes,
  baselineDir,
  answerWithWidestCopy,
  modesOf,
  NO_VISUAL_TAG,
  picturePath,
  readIndex,
  snapshotName,
  type IndexEntry,
  type Mode,
} from './catalogue.ts';
import {
  bringToRest,
  LOCALE,
  partScreenshotOptions,
  prepareStoryPage,
  screenshotOptions,
  StoryPage,
  TIMEZONE,
  type VisualParameters,
  waitForAssets,
  whileCapturing,
} from './storyPage.ts';
import { samePixels } from './samePixels.ts';

/**
 * Differing pixels forgiven per snapshot by default. Chromium now and then draws a pixel or two of
 * an anti-aliased curve (a focus ring's corner, an icon's edge) one step differently from run to
 * run. A one-step change of a token moves hundreds of pixels or more, far above this.
 */
export const DEFAULT_MAX_DIFF_PIXELS = 8;

async function userAgentOf(browser: Browser): Promise<string> {
  const page = await browser.newPage();
  const userAgent = await page.evaluate(() => navigator.userAgent);
  await page.close();
  return userAgent;
}

/** A page per worker, reused from story to story (see StoryPage). */
const test = base.extend<object, { storyPage: StoryPage }>({
  storyPage: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({
        baseURL: workerInfo.project.use.baseURL,
        viewport: workerInfo.project.use.viewport,
        deviceScaleFactor: 1,
        reducedMotion: 'reduce',
        colorScheme: 'light',
        timezoneId: TIMEZONE,
        locale: LOCALE,
        // MSW answers the stories' requests from its service worker.
        serviceWorkers: 'allow',
        // Storybook's test-runner signal: the preview pauses animations at their end instead of
        // waiting 100 ms for them after every story (the page's motion is frozen anyway).
        userAgent: `${await userAgentOf(browser)} StorybookTestRunner`,
      });
      await context.route(picturePath, answerWithWidestCopy);
      const page = await context.newPage();
      await prepareStoryPage(page);
      await use(new StoryPage(page));
      await context.close();
    },
    { scope: 'worker' },
  ],
});

const modeOf = (testInfo: TestInfo) => testInfo.project.metadata.mode as Mode;

/**
 * A capture with exactly the baseline's pixels passes here, decoded natively; any other goes to
 * toHaveScreenshot, which captures again, judges with the thresholds and writes the report.
 */
async function sameAsBaseline(
  page: Page,
  part: Locator | undefined,
  name: readonly string[],
  updateSnapshots: TestInfo['config']['updateSnapshots'],
): Promise<boolean> {
  const baseline = join(baselineDir, ...name);
  if (updateSnapshots === 'all' || !existsSync(baseline)) return false;
  const capture = await whileCapturing(page, () =>
    part ? part.screenshot(partScreenshotOptions) : page.screenshot(screenshotOptions),
  );
  return samePixels(capture, await readFile(baseline));
}

async function compareWithBaseline(
  { page }: StoryPage,
  story: IndexEntry,
  mode: Mode,
  visual: VisualParameters,
  maxDiff: number,
  updateSnapshots: TestInfo['config']['updateSnapshots'],
) {
  const viewport = page.viewportSize() ?? { width: 0, height: 0 };
  await bringToRest(page, viewport);
  const assets = await waitForAssets(page);
  const part = visual.capture ? page.locator(visual.capture) : undefined;
  if (part)
    expect(
      await part.count(),
      `parameters.visual.capture "${visual.capture}" names one element of the story`,
    ).toBe(1);
  const name = snapshotName(story.id, mode);
  if (await sameAsBaseline(page, part, name, updateSnapshots)) return;
  try {
    await whileCapturing(page, () =>
      part
        ? expect(part).toHaveScreenshot(name, { ...partScreenshotOptions, maxDiffPixels: maxDiff })
        : expect(page).toHaveScreenshot(name, { ...screenshotOptions, maxDiffPixels: maxDiff }),
    );
  } catch (error) {
    // Pictures that had not arrived when the capture went ahead are the first suspect of a diff.
    if (error instanceof Error && !assets.settled)
      error.message += `\n\nImages still waited for when the capture went ahead:\n${assets.waiting.join('\n')}`;
    throw error;
  }
}

/** A story checked and, unless it is left out of screenshots, compared in this project's mode. */
async function checkStory(
  storyPage: StoryPage,
  story: IndexEntry,
  testInfo: TestInfo,
  axe: boolean,
) {
  const mode = modeOf(testInfo);
  const visual = await storyPage.render(story.id, mode.channel, axe);
  if ((story.tags ?? []).includes(NO_VISUAL_TAG)) {
    expect(
      visual.reason?.trim(),
      'a story tagged no-visual says why in parameters.visual.reason',
    ).toBeTruthy();
    return;
  }
  // Played and checked in every channel; screenshotted only in the modes the catalogue names (a
  // story that draws every channel itself, in the first).
  const screenshotted = modesOf(story, allModes()).some(
    (each) => each.channel === mode.channel && each.viewport === mode.viewport,
  );
  if (!screenshotted) return;
  const maxDiff = visual.maxDiffPixels ?? DEFAULT_MAX_DIFF_PIXELS;
  if (maxDiff > DEFAULT_MAX_DIFF_PIXELS) {
    expect(
      visual.reason?.trim(),
      `tolerating ${maxDiff} pixels needs parameters.visual.reason`,
    ).toBeTruthy();
  }
  const compare = () =>
    compareWithBaseline(storyPage, story, mode, visual, maxDiff, testInfo.config.updateSnapshots);
  try {
    await compare();
  } catch (firstRender) {
    if (
      ['all', 'changed', 'missing'].includes(testInfo.config.updateSnapshots) ||
      !(firstRender instanceof Error) ||
      !firstRender.message.includes('toHaveScreenshot')
    )
      throw firstRender;
    // A difference counts once a fresh load of the story draws it too; one that a fresh load does
    // not draw is a story that renders two ways: a failure of its own kind, with its own message.
    await storyPage.render(story.id, mode.channel, false, true);
    await compare();
    throw new Error(
      `Unstable: the first render differed from the baseline, a fresh load matched it. The story renders two ways; find why (its data, timers or images) instead of re-running.\n\n${firstRender.message}`,
    );
  }
}

/**
 * Declares a test per story of the Storybook build. `axe` is on in the project of the width where
 * the story's checks run (catalogue.ts, checksAt), so axe runs once per story and channel.
 */
export function declareStoryTests(options: {
  include: (story: IndexEntry) => boolean;
  axe: (story: IndexEntry) => boolean;
}): void {
  test.describe.configure({ mode: 'parallel' });
  // Workers take tests in this order: stories with axe after those without, because switching the
  // axe setting reloads the preview (se-phone: 27 fresh loads of the preview unordered, 6 ordered).
  const stories = readIndex().filter(options.include);
  const ordered = [
    ...stories.filter((story) => !options.axe(story)),
    ...stories.filter((story) => options.axe(story)),
  ];
  for (const story of ordered) {
    test(story.id, async ({ storyPage }, testInfo) => {
      await checkStory(storyPage, story, testInfo, options.axe(story));
    });
  }
}
