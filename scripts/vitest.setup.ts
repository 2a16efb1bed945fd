import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';

afterEach(() => cleanup());

/**
 * The files of a worker share one jsdom (isolate: false). Each starts from what a fresh one
 * holds, so a file that leaves something behind cannot make another pass or fail.
 */
function forgetEarlierFiles() {
  document.body.replaceChildren();
  for (const name of document.documentElement.getAttributeNames()) {
    document.documentElement.removeAttribute(name);
  }
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  localStorage.clear();
  sessionStorage.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
}

beforeAll(() => {
  // The browser suites get a fresh page per file already.
  if (typeof navigator !== 'undefined' && navigator.userAgent.includes('jsdom'))
    forgetEarlierFiles();
});
