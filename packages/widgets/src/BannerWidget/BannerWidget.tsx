import { buttonRecipe } from '@hemma/ui';
import { pickImage } from '../internal/images/imageRef';
import { WidgetPicture } from '../internal/images/WidgetPicture';
import { WidgetLink } from '../internal/links/WidgetLink';
import type { WidgetProps } from '../types/widgetProps';
import * as styles from './BannerWidget.css';
import type { BannerWidgetConfiguration } from './BannerWidget.schema';

/**
 * A large image with a title, text and a call to action; the whole banner is one link when it
 * has one. Its title is an h2: the page's h1 is the content editor's choice (a Text widget's).
 */
export function BannerWidget({
  configuration,
  images,
  imageLayout,
  isFirst,
}: WidgetProps<BannerWidgetConfiguration>) {
  const { title, text, buttonText, href, openInNewTab, textPosition, theme } = configuration;
  const image = pickImage(images, configuration.image);
  const mobileImage = configuration.mobileImage
    ? pickImage(images, configuration.mobileImage)
    : undefined;
  const hasText = Boolean(title || text || (buttonText && href));
  const content = (
    <>
      {image ? (
        <WidgetPicture
          image={image}
          mobileImage={mobileImage}
          alt={configuration.image?.alt ?? ''}
          sizes={imageLayout.sizes}
          ratio={imageLayout.ratios?.desktop}
          priority={isFirst}
          className={styles.image}
        />
      ) : null}
      {hasText ? (
        <div
          className={`${styles.text[textPosition]} ${styles.tone[textPosition === 'below' ? 'below' : theme]}`}
        >
          {title ? <h2 className={styles.title}>{title}</h2> : null}
          {text ? <p className={styles.body}>{text}</p> : null}
          {buttonText && href ? (
            <span className={`${buttonRecipe({ variant: 'primary' })} ${styles.cta}`}>
              {buttonText}
            </span>
          ) : null}
        </div>
      ) : null}
    </>
  );
  const className = `${styles.banner} ${textPosition === 'below' ? styles.stacked : styles.overlaid}`;
  if (!href) return <section className={className}>{content}</section>;
  return (
    <WidgetLink href={href} openInNewTab={openInNewTab} className={`${className} ${styles.link}`}>
      {content}
    </WidgetLink>
  );
}
