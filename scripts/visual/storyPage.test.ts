import { chromium, type Browser } from '@playwright/test';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { chromiumLaunchOptions } from '../chromium.mjs';
import { prepareStoryPage } from './storyPage.ts';

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
