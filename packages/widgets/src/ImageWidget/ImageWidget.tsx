import { pickImage } from '../internal/images/imageRef';
import { WidgetPicture } from '../internal/images/WidgetPicture';
import { WidgetLink } from '../internal/links/WidgetLink';
import type { WidgetProps } from '../types/widgetProps';
import * as styles from './ImageWidget.css';
import type { ImageWidgetConfiguration } from './ImageWidget.schema';

/** One image, optionally a link, optionally with a caption. */
export function ImageWidget({
  configuration,
  images,
  imageLayout,
  isFirst,
}: WidgetProps<ImageWidgetConfiguration>) {
  const { image: ref, href, openInNewTab, caption } = configuration;
  const image = pickImage(images, ref);
  if (!image) return null;
  const picture = (
    <WidgetPicture
      image={image}
      alt={ref?.alt ?? ''}
      sizes={imageLayout.sizes}
      ratio={imageLayout.ratios?.desktop}
      priority={isFirst}
    />
  );
  return (
    <figure className={styles.figure}>
      {href ? (
        <WidgetLink href={href} openInNewTab={openInNewTab} className={styles.link}>
          {picture}
        </WidgetLink>
      ) : (
        picture
      )}
      {caption ? <figcaption className={styles.caption}>{caption}</figcaption> : null}
    </figure>
  );
}
