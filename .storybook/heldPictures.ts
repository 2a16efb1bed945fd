import { delay, http, HttpResponse } from 'msw';

/**
 * Pictures under this path never arrive, so a story can show an image's loading state (the
 * skeleton) as it stays while a slow picture is on its way. The request tells the visual runner it
 * is held on purpose (as `loadingHandler` of @hemma/data/mocks does for data), so the capture does
 * not wait for it.
 */
export const heldPictureHandler = http.get('/held-pictures/*', async ({ request }) => {
  (globalThis as { __visualHoldPicture?: (url: string) => void }).__visualHoldPicture?.(
    request.url,
  );
  await delay('infinite');
  return new HttpResponse(null, { status: 204 });
});
