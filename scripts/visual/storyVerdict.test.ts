import { chromium, type Browser, type Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumLaunchOptions } from '../chromium.mjs';
import { awaitVerdict, prepareStoryPage, StoryCheckError, StoryRenderError } from './storyPage.ts';

/**
 * The verdict the runner reads from Storybook's channel, in the pinned Chromium with the runner's own
 * page scripts: a stand-in channel emits what Storybook 10's preview emits for a story, and a
 * stand-in preview has rendered it.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await chromium.launch(chromiumLaunchOptions());
});
afterAll(() => browser?.close());

async function pageWithChannel(): Promise<Page> {
  const page = await browser.newPage();
  await prepareStoryPage(page);
  // A navigation, so that the runner's page scripts run in the document as they do before Storybook's.
  await page.goto('data:text/html,<body></body>');
  await page.evaluate(() => {
    const listeners = new Map<string, ((payload: unknown) => void)[]>();
    const channel = {
      on: (event: string, listener: (payload: unknown) => void) =>
        listeners.set(event, [...(listeners.get(event) ?? []), listener]),
      emit: (event: string, payload: unknown) =>
        (listeners.get(event) ?? []).forEach((listener) => listener(payload)),
    };
    (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: unknown }).__STORYBOOK_ADDONS_CHANNEL__ =
      channel;
    (window as unknown as { __STORYBOOK_PREVIEW__: unknown }).__STORYBOOK_PREVIEW__ = {
      currentRender: {
        id: 'a--story',
        phase: 'finished',
        story: { parameters: { visual: { capture: '#part' } } },
      },
    };
  });
  return page;
}

const emit = (page: Page, event: string, payload: unknown) =>
  page.evaluate(
    ([name, data]) =>
      (
        window as unknown as {
          __STORYBOOK_ADDONS_CHANNEL__: { emit(event: string, payload: unknown): void };
        }
      ).__STORYBOOK_ADDONS_CHANNEL__.emit(name as string, data),
    [event, payload] as const,
  );

const finished = (status: string) => ({
  storyId: 'a--story',
  status,
  reporters: [{ type: 'a11y', status: 'passed', result: { violations: [] } }],
});

describe('the story verdict', () => {
  it('passes a story whose play function and axe check passed, with its visual parameters', async () => {
    const page = await pageWithChannel();
    await emit(page, 'storyFinished', finished('success'));
    await expect(awaitVerdict(page, 'a--story')).resolves.toEqual({ capture: '#part' });
    await page.close();
  });

  it('fails a story whose play function threw, though Storybook still reports it finished with success', async () => {
    const page = await pageWithChannel();
    await emit(page, 'playFunctionThrewException', {
      name: 'TestingLibraryElementError',
      message: 'Unable to find an element with the text: Price history',
    });
    await emit(page, 'storyFinished', finished('success'));
    const verdict = awaitVerdict(page, 'a--story');
    await expect(verdict).rejects.toThrow(StoryCheckError);
    await expect(verdict).rejects.toThrow(
      'play function: Unable to find an element with the text: Price history',
    );
    await page.close();
  });

  it('fails a story that Storybook reports as failed, with its axe violations', async () => {
    const page = await pageWithChannel();
    await emit(page, 'storyFinished', {
      storyId: 'a--story',
      status: 'error',
      reporters: [
        {
          type: 'a11y',
          status: 'failed',
          result: {
            violations: [
              {
                id: 'label',
                impact: 'critical',
                help: 'Form elements must have labels',
                nodes: [{ target: ['input'] }],
              },
            ],
          },
        },
      ],
    });
    await expect(awaitVerdict(page, 'a--story')).rejects.toThrow(
      'a11y: label (critical) Form elements must have labels: input',
    );
    await page.close();
  });

  it('fails a story whose render failed, with the message Storybook shows', async () => {
    const page = await pageWithChannel();
    await page.evaluate(() => {
      document.body.classList.add('sb-show-errordisplay');
      document.body.insertAdjacentHTML(
        'beforeend',
        '<pre id="error-message">Cannot read properties of undefined</pre>',
      );
    });
    const verdict = awaitVerdict(page, 'a--story');
    await expect(verdict).rejects.toThrow(StoryRenderError);
    await expect(verdict).rejects.toThrow('Cannot read properties of undefined');
    await page.close();
  });
});
