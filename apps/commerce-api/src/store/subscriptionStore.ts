import type { Queryable } from '../db/database';

/** Subscribes an email in a channel; subscribing again replaces the tags. */
export async function subscribeToNewsletter(
  db: Queryable,
  subscription: { email: string; channelId: string; tags: string[] },
): Promise<void> {
  await db.query(
    `insert into newsletter_subscriptions (email, channel_id, tags) values ($1, $2, $3::jsonb)
     on conflict (email, channel_id) do update set tags = excluded.tags`,
    [subscription.email, subscription.channelId, JSON.stringify(subscription.tags)],
  );
}

/** Asks to be told when a sku is back in stock; asking twice keeps one request. */
export async function monitorAvailability(
  db: Queryable,
  monitor: { email: string; skuId: number; channelId: string },
): Promise<void> {
  await db.query(
    'insert into availability_monitors (email, sku_id, channel_id) values ($1, $2, $3) on conflict (email, sku_id) do nothing',
    [monitor.email, monitor.skuId, monitor.channelId],
  );
}
