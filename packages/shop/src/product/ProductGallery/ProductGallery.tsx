import { Button, Image, productImage } from '@hemma/ui';
import { useWidgetsSettings } from '@hemma/widgets';
import { useState } from 'react';
import { DeferredOverlay, deferredOverlay } from '../../common/DeferredOverlay';
import { useShopLabels } from '../../labels';
import * as styles from './ProductGallery.css';

// The widths the commerce API draws pictures at (any other width is a 404).
const galleryWidths = [320, 640, 960, 1440] as const;
const largeWidths = [640, 960, 1440] as const;

const { Overlay: ProductGalleryZoom, preload: preloadGalleryZoom } = deferredOverlay(
  () => import('./ProductGalleryZoom'),
);

export interface ProductGalleryProps {
  /** The product's picture file names; none shows the placeholder. */
  images: readonly (string | null)[];
  /** The product's name: the pictures' alternative text and the larger view's title. */
  name: string;
}

/**
 * The product's pictures: one large, thumbnails to choose another, and a larger view in a dialog
 * (the chosen picture, with previous and next) that opens from the large picture. The dialog's code
 * loads when the pointer or focus reaches the large picture.
 */
export function ProductGallery({ images: allImages, name }: ProductGalleryProps) {
  const { t } = useShopLabels();
  const { productImageUrl } = useWidgetsSettings();
  const images = allImages.filter((image): image is string => Boolean(image));
  const [current, setCurrent] = useState(0);
  const shown = images[current];
  const total = images.length;
  const step = (by: number) => setCurrent((index) => (index + by + total) % total);

  const picture = (
    <Image
      images={shown ? [shown] : []}
      src={productImageUrl}
      widths={galleryWidths}
      sizes="(min-width: 1024px) 60vw, 100vw"
      alt={name}
      aspectRatio={productImage.aspectRatio}
      fit={productImage.fit}
      // The first picture is the page's largest paint: it loads at once, never lazily.
      priority={current === 0}
      placeholderLabel={t('shop.noImage')}
    />
  );

  return (
    <div className={styles.gallery}>
      {shown ? (
        <DeferredOverlay
          preload={preloadGalleryZoom}
          trigger={(triggerProps) => (
            <button
              type="button"
              className={styles.enlarge}
              aria-label={t('shop.product.openLargeView')}
              {...triggerProps}
            >
              {picture}
            </button>
          )}
        >
          <ProductGalleryZoom
            picture={picture}
            triggerClassName={styles.enlarge}
            triggerLabel={t('shop.product.openLargeView')}
            title={t('shop.product.largeView', { name })}
            closeLabel={t('shop.product.close')}
          >
            <div className={styles.large}>
              <div className={styles.largeImage}>
                <Image
                  images={[shown]}
                  src={productImageUrl}
                  widths={largeWidths}
                  sizes="(min-width: 768px) 720px, 100vw"
                  alt={name}
                  // The larger view shows the whole picture, uncropped.
                  aspectRatio={productImage.aspectRatio}
                  fit="contain"
                  priority
                />
              </div>
              {total > 1 ? (
                <div className={styles.stepper}>
                  <Button variant="outline" size="s" onClick={() => step(-1)}>
                    {t('shop.product.previousPicture')}
                  </Button>
                  <p className={styles.position} aria-live="polite">
                    {t('shop.product.pictureOf', { number: current + 1, total })}
                  </p>
                  <Button variant="outline" size="s" onClick={() => step(1)}>
                    {t('shop.product.nextPicture')}
                  </Button>
                </div>
              ) : null}
            </div>
          </ProductGalleryZoom>
        </DeferredOverlay>
      ) : (
        picture
      )}
      {total > 1 ? (
        <ul className={styles.thumbnails} aria-label={t('shop.product.pictures')}>
          {images.map((image, index) => (
            <li key={image}>
              <button
                type="button"
                className={styles.thumbnail}
                aria-pressed={index === current}
                aria-label={t('shop.product.showPicture', { number: index + 1 })}
                onClick={() => setCurrent(index)}
              >
                <Image
                  images={[image]}
                  src={productImageUrl}
                  widths={[320]}
                  sizes="72px"
                  alt=""
                  aspectRatio={productImage.aspectRatio}
                  fit={productImage.fit}
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
