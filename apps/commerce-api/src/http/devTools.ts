import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Catalog } from '../catalog/catalog';
import { refreshRatings } from '../store/catalogStore';
import type { Database } from '../db/database';
import { recentMails } from '../store/outboxStore';
import { moderateReview, pendingReviews } from '../store/reviewStore';
import { hasDevToolsKey } from './keys';
import { sendJson, sendNotFound } from './respond';

/**
 * Development tools, behind a key of their own (never the API key; none in production): the outbox
 * (mails the server would send, password reset keys among them) and review moderation, since a
 * posted review is shown only once accepted.
 */
export function createDevTools(options: { db: Database; catalog: Catalog; key: string }) {
  const { db, catalog, key } = options;
  return async (request: IncomingMessage, response: ServerResponse, url: URL) => {
    if (!hasDevToolsKey(request, response, key)) return;
    if (url.pathname === '/dev/outbox')
      return sendJson(
        response,
        200,
        await recentMails(db, (url.searchParams.get('email') ?? '').toLowerCase()),
      );
    if (url.pathname === '/dev/reviews' && request.method === 'GET')
      return sendJson(response, 200, await pendingReviews(db));
    const moderation = /^\/dev\/reviews\/(\d+)\/(accept|reject)$/.exec(url.pathname);
    if (moderation && request.method === 'POST') {
      const id = Number(moderation[1]);
      const status = moderation[2] === 'accept' ? 'accepted' : 'rejected';
      if (!(await moderateReview(db, id, status)))
        return sendNotFound(response, 'No pending review with that id');
      await refreshRatings(db, catalog);
      catalog.version += 1;
      return sendJson(response, 200, { id, status });
    }
    return sendNotFound(response, `Nothing at ${url.pathname}`);
  };
}
