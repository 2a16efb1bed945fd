import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database';

/** A sign-up's state: the token to mail while it waits for its confirmation, none once confirmed. */
export interface SignUp {
  confirmationToken: string | null;
}

const newToken = () => randomBytes(24).toString('base64url');

/**
 * Subscribes an email in a channel, pending until confirmed; subscribing again replaces the tags,
 * and a pending sign-up gets a new token (the older one is void).
 */
export async function subscribeToNewsletter(
  db: Queryable,
  subscription: { email: string; channelId: string; tags: string[] },
): Promise<SignUp> {
  const [row] = await db.query<{ confirmation_token: string | null }>(
    `insert into newsletter_subscriptions (email, channel_id, tags, confirmation_token) values ($1, $2, $3::jsonb, $4)
     on conflict (email, channel_id) do update set tags = excluded.tags,
       confirmation_token = case when newsletter_subscriptions.confirmed_at is null then excluded.confirmation_token end
     returning confirmation_token`,
    [subscription.email, subscription.channelId, JSON.stringify(subscription.tags), newToken()],
  );
  return { confirmationToken: row?.confirmation_token ?? null };
}

/** Asks to be told when a sku is back in stock, pending until confirmed; asking twice keeps one request. */
export async function monitorAvailability(
  db: Queryable,
  monitor: { email: string; skuId: number; channelId: string },
): Promise<SignUp> {
  const [row] = await db.query<{ confirmation_token: string | null }>(
    `insert into availability_monitors (email, sku_id, channel_id, confirmation_token) values ($1, $2, $3, $4)
     on conflict (email, sku_id) do update set
       confirmation_token = case when availability_monitors.confirmed_at is null then excluded.confirmation_token end
     returning confirmation_token`,
    [monitor.email, monitor.skuId, monitor.channelId, newToken()],
  );
  return { confirmationToken: row?.confirmation_token ?? null };
}

/** Confirms the sign-up of a mailed token (once); answers which kind it was, or undefined for an unknown token. */
export async function confirmSignUp(
  db: Queryable,
  token: string,
): Promise<'newsletter' | 'backInStock' | undefined> {
  if (!token) return undefined;
  const confirm = (table: string) =>
    db.query(
      `update ${table} set confirmed_at = now(), confirmation_token = null where confirmation_token = $1 and confirmed_at is null returning 1`,
      [token],
    );
  if ((await confirm('newsletter_subscriptions')).length > 0) return 'newsletter';
  if ((await confirm('availability_monitors')).length > 0) return 'backInStock';
  return undefined;
}
