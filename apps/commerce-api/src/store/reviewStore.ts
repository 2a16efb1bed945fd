import type { Queryable } from '../db/database';

export interface NewReview {
  productId: number;
  userId: number;
  author: string;
  rating: number;
  comment: string;
}

export interface PublishedReview {
  rating: number;
  comment: string;
  author: string;
  reviewDate: string;
}

/** A posted review waits as pending until it is moderated; only accepted ones are shown. */
export async function addPendingReview(db: Queryable, review: NewReview): Promise<void> {
  await db.query(
    `insert into reviews (product_id, author, rating, comment, review_date, status, user_id) values ($1, $2, $3, $4, now(), 'pending', $5)`,
    [review.productId, review.author, review.rating, review.comment, review.userId],
  );
}

/** A product's accepted reviews, newest first, with their count and average over all of them. */
export async function acceptedReviews(
  db: Queryable,
  productId: number,
  page: { skip: number; take: number },
): Promise<{ count: number; average: number; reviews: PublishedReview[] }> {
  const [summary] = await db.query<{ count: number; average: number | null }>(
    `select count(*)::int as count, avg(rating)::float8 as average from reviews where product_id = $1 and status = 'accepted'`,
    [productId],
  );
  const rows = await db.query<{
    rating: number;
    comment: string;
    review_date: Date | string;
    author: string;
  }>(
    `select rating, comment, review_date, author from reviews where product_id = $1 and status = 'accepted'
     order by review_date desc, id desc limit $2 offset $3`,
    [productId, page.take, page.skip],
  );
  return {
    count: summary?.count ?? 0,
    average: summary?.average ?? 0,
    reviews: rows.map((row) => ({
      rating: row.rating,
      comment: row.comment,
      author: row.author,
      reviewDate: new Date(row.review_date).toISOString(),
    })),
  };
}

export function pendingReviews(db: Queryable) {
  return db.query<{
    id: number;
    product_id: number;
    author: string;
    rating: number;
    comment: string;
    review_date: Date | string;
  }>(
    `select id, product_id, author, rating, comment, review_date from reviews where status = 'pending' order by id`,
  );
}

/** Accepts or rejects a pending review; false when there is no pending review with that id. */
export async function moderateReview(
  db: Queryable,
  id: number,
  status: 'accepted' | 'rejected',
): Promise<boolean> {
  const rows = await db.query(
    `update reviews set status = $2 where id = $1 and status = 'pending' returning id`,
    [id, status],
  );
  return rows.length > 0;
}
