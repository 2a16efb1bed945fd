import { chromium, type Browser } from '@playwright/test';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { chromiumLaunchOptions } from '../chromium.mjs';
import { prepareStoryPage, waitForAssets } from './storyPage.ts';

/** The capture page's own scripts, in the pinned Chromium. */
let browser: Browser;
beforeAll(async () => {
  browser = await chromium.launch(chromiumLaunchOptions());
});
afterAll(() => browser?.close());

it('decodes every picture with the paint that draws it, however the page asks for it', async () => {
  const page = await browser.newPage();
  await prepareStoryPage(page);
  await page.goto('data:text/html,<body></body>');
  const modes = await page.evaluate(() => {
    const created = document.createElement('img');
    const byAttribute = document.createElement('img');
    byAttribute.setAttribute('decoding', 'async');
    const byProperty = new Image();
    byProperty.decoding = 'async';
    const notAnImage = document.createElement('div');
    notAnImage.setAttribute('decoding', 'async');
    return [
      created.decoding,
      byAttribute.decoding,
      byProperty.decoding,
      notAnImage.getAttribute('decoding'),
    ];
  });
  expect(modes).toEqual(['sync', 'sync', 'sync', 'async']);
  await page.close();
});

it('does not wait for a picture held on purpose, in this story or a later one', async () => {
  const page = await browser.newPage();
  await prepareStoryPage(page);
  // The picture's request stays open, as the held-picture handler keeps it.
  await page.route('**/held-pictures/**', () => undefined);
  await page.route('http://story.test/', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<body></body>' }),
  );
  await page.goto('http://story.test/');
  await page.evaluate(() => {
    const image = document.createElement('img');
    image.srcset = '/held-pictures/sofa.jpg?w=320 320w, /held-pictures/sofa.jpg?w=640 640w';
    image.sizes = '320px';
    image.src = '/held-pictures/sofa.jpg?w=640';
    document.body.append(image);
    const w = window as unknown as {
      __visualHoldPicture(url: string): void;
      __visualStoryStart(): void;
    };
    w.__visualHoldPicture(new URL('/held-pictures/sofa.jpg?w=320', document.baseURI).href);
    w.__visualStoryStart();
  });
  await expect(waitForAssets(page)).resolves.toEqual({ settled: true, waiting: [] });
  await page.close();
});
