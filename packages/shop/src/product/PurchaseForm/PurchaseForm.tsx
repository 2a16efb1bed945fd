import type { ProductQuery } from '@hemma/data';
import { Button, QuantityStepper, StockDisplay } from '@hemma/ui';
import { useState } from 'react';
import { useShopLabels } from '../../labels';
import { BackInStockForm } from '../BackInStock';
import { onlyLeftText, quantityThresholdText } from '../../cart/cartErrorTexts';
import { isSoldOut, quantityLimit } from '../quantityLimit';
import * as styles from './PurchaseForm.css';

type Product = NonNullable<ProductQuery['product']>;
type Sku = NonNullable<NonNullable<Product['skus']>[number]>;

export interface PurchaseFormProps {
  skus: readonly (Sku | null)[];
  /** The product's stock, shown until a size is picked. */
  totalStock: Product['totalStock'];
  /** Adds the chosen sku; resolves false when the cart refused it. */
  onAddToCart: (skuId: number, quantity: number) => Promise<boolean> | void;
  adding?: boolean;
  /** The cart's refusal, e.g. 'Only 2 left'. */
  addError?: string | null;
  /** Units of a sku the visitor's cart holds already (the quantity threshold counts them). */
  inCart?: (skuId: number) => number;
  /** The size picked at first (stories and tests of a picked state). */
  initialSkuId?: number;
}

/**
 * Size, stock, quantity and add to cart: a size must be picked first ('You have to pick a size
 * first'); the quantity stops at the stock ('Only {stock} left') and at what the cart already
 * holds; a sold-out size offers the back-in-stock notification instead.
 */
export function PurchaseForm({
  skus: allSkus,
  totalStock,
  onAddToCart,
  adding = false,
  addError,
  inCart = () => 0,
  initialSkuId,
}: PurchaseFormProps) {
  const { t } = useShopLabels();
  const skus = allSkus.filter((sku): sku is Sku => sku !== null);
  const needsSize = skus.length > 1;
  const [skuId, setSkuId] = useState<number | null>(
    initialSkuId ?? (needsSize ? null : (skus[0]?.skuId ?? null)),
  );
  const [sizeError, setSizeError] = useState(false);
  const [quantity, setQuantity] = useState(1);
  const chosen = skus.find((sku) => sku.skuId === skuId);
  const stock = chosen?.stock ?? totalStock;
  const soldOut = chosen ? isSoldOut(chosen.stock) : false;
  const limit = chosen?.stock ? quantityLimit(chosen.stock, inCart(chosen.skuId), quantity) : null;
  const onlyLeft = limit ? onlyLeftText(t, limit.available) : '';
  const thresholdText =
    chosen && limit ? quantityThresholdText(t, limit.available, inCart(chosen.skuId)) : '';
  const full = limit !== null && limit.max === 0 && !soldOut;

  const add = () => {
    if (skuId === null) {
      setSizeError(true);
      return;
    }
    void onAddToCart(skuId, quantity);
  };

  return (
    <div className={styles.form}>
      {needsSize ? (
        <fieldset className={styles.sizes}>
          <legend className={styles.legend}>{t('shop.product.size')}</legend>
          {skus.map((sku) => (
            <Button
              key={sku.skuId}
              type="button"
              size="s"
              variant={sku.skuId === skuId ? 'primary' : 'outline'}
              aria-pressed={sku.skuId === skuId}
              onClick={() => {
                setSkuId(sku.skuId);
                setSizeError(false);
                setQuantity(1);
              }}
            >
              {sku.name}
              {/* A sold-out size stays pickable: picking it offers the back-in-stock notification. */}
              {isSoldOut(sku.stock) ? (
                <>
                  {' '}
                  <span className={styles.soldOut}>{t('shop.product.soldOut')}</span>
                </>
              ) : null}
            </Button>
          ))}
        </fieldset>
      ) : null}
      {stock ? (
        <StockDisplay
          stock={{ ...stock, static: stock.static ?? 0 }}
          labels={{
            inStock: t('stock.inStock'),
            outOfStock: t('stock.outOfStock'),
            fewLeft: (count) => t('stock.fewLeft', { quantity: count }),
            oversellable: t('stock.oversellable'),
            static: t('stock.static'),
          }}
        />
      ) : null}
      {sizeError ? (
        <p className={styles.error} role="alert">
          {t('validation.pickSize')}
        </p>
      ) : null}
      {soldOut && chosen ? (
        <BackInStockForm key={chosen.skuId} skuId={chosen.skuId} />
      ) : (
        <>
          <div className={styles.buyRow}>
            {full ? null : (
              <QuantityStepper
                value={quantity}
                onChange={setQuantity}
                max={limit?.max}
                label={t('shop.product.quantity')}
                decreaseLabel={t('shop.product.decrease')}
                increaseLabel={t('shop.product.increase')}
                maxReachedText={limit?.reached === 'threshold' ? thresholdText : onlyLeft}
              />
            )}
            <Button className={styles.addButton} onClick={add} loading={adding} disabled={full}>
              {t('shop.product.addToCart')}
            </Button>
          </div>
          {full ? (
            <p className={styles.notice} role="status">
              {thresholdText}
            </p>
          ) : null}
        </>
      )}
      {addError ? (
        <p className={styles.error} role="alert">
          {addError}
        </p>
      ) : null}
    </div>
  );
}
