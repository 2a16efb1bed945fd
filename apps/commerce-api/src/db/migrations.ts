import type { Database } from './database';

/** Applied in order, once each; never edit a migration that has shipped, add a new one. */
export const migrations: { id: string; sql: string }[] = [
  {
    id: '001-initial',
    sql: `
      create table meta (key text primary key, value text not null);
      create table catalog_documents (
        kind text not null,
        id text not null,
        ord int not null,
        doc jsonb not null,
        primary key (kind, id)
      );
      create table sku_stock (
        sku_id int primary key,
        in_stock int not null,
        oversellable int not null,
        static_stock int,
        incoming timestamptz
      );
      create table users (
        id serial primary key,
        email text not null unique,
        password_hash text not null,
        address jsonb not null default '{}'::jsonb,
        gender text not null default 'UNSPECIFIED',
        customer_type text not null default 'PERSON',
        newsletter boolean not null default false,
        personal_id text,
        meta_data text,
        created_at timestamptz not null default now()
      );
      create table password_resets (
        reset_key text primary key,
        user_id int not null references users(id) on delete cascade,
        expires_at timestamptz not null,
        used_at timestamptz
      );
      create table revoked_tokens (jti text primary key, expires_at timestamptz not null);
      create table reviews (
        id serial primary key,
        product_id int not null,
        author text not null,
        rating int not null,
        comment text not null,
        review_date timestamptz not null,
        status text not null check (status in ('pending', 'accepted', 'rejected')),
        user_id int references users(id) on delete set null
      );
      create index reviews_product on reviews (product_id, status, review_date desc);
      create table carts (
        id text primary key,
        channel_id text not null,
        market_id text not null,
        language_id text not null,
        promo_code text,
        is_completed boolean not null default false,
        shipping_fee_override double precision,
        checkout jsonb not null default '{}'::jsonb,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );
      create table cart_items (
        id serial primary key,
        cart_id text not null references carts(id) on delete cascade,
        sku_id int not null,
        quantity int not null check (quantity > 0),
        message text,
        created_at timestamptz not null default now(),
        unique (cart_id, sku_id)
      );
      create table orders (
        id serial primary key,
        public_id text not null unique,
        user_id int references users(id) on delete set null,
        email text not null,
        cart_id text not null,
        status text not null check (status in ('received', 'processing', 'completed', 'cancelled')),
        channel_id text not null,
        market_id text not null,
        language_id text not null,
        currency text not null,
        doc jsonb not null,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        completed_at timestamptz
      );
      create index orders_user on orders (user_id, created_at desc);
      create table newsletter_subscriptions (
        email text not null,
        channel_id text not null,
        tags jsonb not null default '[]'::jsonb,
        created_at timestamptz not null default now(),
        primary key (email, channel_id)
      );
      create table availability_monitors (
        email text not null,
        sku_id int not null,
        channel_id text not null,
        created_at timestamptz not null default now(),
        primary key (email, sku_id)
      );
    `,
  },
  {
    id: '002-outbox',
    sql: `
      create table outbox (
        id serial primary key,
        email text not null,
        subject text not null,
        body text not null,
        created_at timestamptz not null default now()
      );
    `,
  },
  {
    // setCartShippingFee no longer stores a client's amount (issue 21); a fee stored before is void.
    id: '003-no-client-shipping-fee',
    sql: 'alter table carts drop column shipping_fee_override;',
  },
  {
    // Failed-login counts of rate-limiter-flexible's PostgreSQL store, shared by every API process on
    // one database (its own table layout; the store is told the table exists).
    id: '004-login-throttle',
    sql: 'create table login_throttle (key varchar(255) primary key, points integer not null default 0, expire bigint);',
  },
  {
    // Every token carries its user's generation; a password change or reset moves it on, so every
    // token issued before (other sessions, stolen refresh tokens) stops working (issue 51).
    id: '005-token-generation',
    sql: 'alter table users add column token_generation integer not null default 0;',
  },
  {
    // Double opt-in (issue 51): a sign-up is pending until the address confirms it with the token
    // mailed to it. Sign-ups from before were never confirmed, so they stay pending.
    id: '006-subscription-confirmation',
    sql: `
      alter table newsletter_subscriptions add column confirmation_token text unique;
      alter table newsletter_subscriptions add column confirmed_at timestamptz;
      alter table availability_monitors add column confirmation_token text unique;
      alter table availability_monitors add column confirmed_at timestamptz;
    `,
  },
];

export async function migrate(db: Database): Promise<void> {
  await db.exec(
    'create table if not exists schema_migrations (id text primary key, applied_at timestamptz not null default now())',
  );
  const applied = new Set(
    (await db.query<{ id: string }>('select id from schema_migrations')).map((row) => row.id),
  );
  for (const migration of migrations) {
    if (applied.has(migration.id)) continue;
    await db.transaction(async (tx) => {
      for (const statement of migration.sql
        .split(';')
        .map((part) => part.trim())
        .filter(Boolean))
        await tx.query(statement);
      await tx.query('insert into schema_migrations (id) values ($1)', [migration.id]);
    });
  }
}
