import { Catalog } from '../catalog/catalog';
import type { CatalogData } from '../catalog/types';
import type { Database, Queryable } from '../db/database';

const documentKinds: {
  kind: string;
  key: keyof CatalogData;
  id: (doc: never) => string | number;
}[] = [
  { kind: 'language', key: 'languages', id: (doc: { id: string }) => doc.id },
  { kind: 'currency', key: 'currencies', id: (doc: { code: string }) => doc.code },
  { kind: 'channel', key: 'channels', id: (doc: { id: string }) => doc.id },
  { kind: 'market', key: 'markets', id: (doc: { id: string }) => doc.id },
  { kind: 'brand', key: 'brands', id: (doc: { brandId: number }) => doc.brandId },
  { kind: 'category', key: 'categories', id: (doc: { categoryId: number }) => doc.categoryId },
  { kind: 'campaign', key: 'campaigns', id: (doc: { campaignId: number }) => doc.campaignId },
  { kind: 'product', key: 'products', id: (doc: { productId: number }) => doc.productId },
  { kind: 'sku', key: 'skus', id: (doc: { skuId: number }) => doc.skuId },
  { kind: 'menu', key: 'menus', id: (doc: { id: string }) => doc.id },
  { kind: 'widgetArea', key: 'widgetAreas', id: (doc: { id: number }) => doc.id },
  { kind: 'page', key: 'pages', id: (doc: { id: number }) => doc.id },
  { kind: 'shippingOption', key: 'shippingOptions', id: (doc: { id: number }) => doc.id },
  { kind: 'paymentOption', key: 'paymentOptions', id: (doc: { id: number }) => doc.id },
  { kind: 'promoCode', key: 'promoCodes', id: (doc: { code: string }) => doc.code },
  { kind: 'image', key: 'images', id: (doc: { fileName: string }) => doc.fileName },
];

/** Writes the catalogue as documents (one row each) and the stock as rows of its own, since stock changes. */
export async function saveCatalog(tx: Queryable, data: CatalogData): Promise<void> {
  await tx.query('delete from catalog_documents');
  for (const { kind, key, id } of documentKinds) {
    const rows = (data[key] as never[]).map((doc, ord) => ({
      kind,
      id: String(id(doc)),
      ord,
      doc,
    }));
    for (let start = 0; start < rows.length; start += 500)
      await tx.query(
        `insert into catalog_documents (kind, id, ord, doc)
         select kind, id, ord, doc from jsonb_to_recordset($1::jsonb) as x(kind text, id text, ord int, doc jsonb)`,
        [JSON.stringify(rows.slice(start, start + 500))],
      );
  }
  await tx.query('delete from sku_stock');
  await tx.query(
    `insert into sku_stock (sku_id, in_stock, oversellable, static_stock, incoming)
     select sku_id, in_stock, oversellable, static_stock, incoming
     from jsonb_to_recordset($1::jsonb) as x(sku_id int, in_stock int, oversellable int, static_stock int, incoming timestamptz)`,
    [
      JSON.stringify(
        data.skus.map((sku) => ({
          sku_id: sku.skuId,
          in_stock: sku.stock.inStock,
          oversellable: sku.stock.oversellable,
          static_stock: sku.stock.static,
          incoming: sku.stock.incoming,
        })),
      ),
    ],
  );
}

interface StockRow {
  sku_id: number;
  in_stock: number;
  oversellable: number;
  static_stock: number | null;
  incoming: Date | string | null;
}

export function stockFromRow(row: StockRow) {
  return {
    inStock: row.in_stock,
    oversellable: row.oversellable,
    static: row.static_stock,
    incoming: row.incoming ? new Date(row.incoming).toISOString() : null,
  };
}

export async function loadCatalog(db: Database): Promise<Catalog> {
  const rows = await db.query<{ kind: string; doc: unknown }>(
    'select kind, doc from catalog_documents order by kind, ord',
  );
  const data = Object.fromEntries(
    documentKinds.map(({ key }) => [key, [] as unknown[]]),
  ) as unknown as Record<keyof CatalogData, unknown[]>;
  const keyOf = new Map(documentKinds.map(({ kind, key }) => [kind, key]));
  for (const row of rows) {
    const key = keyOf.get(row.kind);
    if (key) data[key].push(typeof row.doc === 'string' ? JSON.parse(row.doc) : row.doc);
  }
  const catalog = new Catalog(data as unknown as CatalogData);
  for (const row of await db.query<StockRow>(
    'select sku_id, in_stock, oversellable, static_stock, incoming from sku_stock',
  )) {
    const sku = catalog.skusById.get(row.sku_id);
    if (sku) sku.stock = stockFromRow(row);
  }
  await refreshRatings(db, catalog);
  return catalog;
}

export async function refreshRatings(db: Queryable, catalog: Catalog): Promise<void> {
  const rows = await db.query<{
    product_id: number;
    score: number | string;
    votes: number | string;
  }>(
    `select product_id, avg(rating)::float8 as score, count(*)::int as votes from reviews where status = 'accepted' group by product_id`,
  );
  catalog.ratings.clear();
  for (const row of rows)
    catalog.ratings.set(row.product_id, {
      score: Math.round(Number(row.score) * 10) / 10,
      voteCount: Number(row.votes),
    });
}
