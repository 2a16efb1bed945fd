import { buttonRecipe } from '@hemma/ui';
import { z } from 'zod/mini';
import { imageRefSchema, pickImage } from '../internal/images/imageRef';
import { WidgetPicture } from '../internal/images/WidgetPicture';
import { safeHrefSchema } from '../internal/links/safeHref';
import { WidgetLink } from '../internal/links/WidgetLink';
import type { WidgetProps } from '../types/widgetProps';
import * as styles from './BannerWidget.css';

export const bannerTextPositions = ['left', 'center', 'right', 'below'] as const;

export const bannerWidgetSchema = z.object({
  title: z.optional(z.string()),
  text: z.optional(z.string()),
  buttonText: z.optional(z.string()),
  href: z.optional(safeHrefSchema),
  openInNewTab: z.optional(z.boolean()),
  image: z.optional(imageRefSchema),
  /** A different crop for phones, among the widget's images. */
  mobileImage: z.optional(imageRefSchema),
  /** Where the text sits: over the image (left, center, right) or under it. */
  textPosition: z._default(z.enum(bannerTextPositions), 'center'),
  /** The text panel: light (dark text on a light panel) or dark (light text on a dark panel). */
  theme: z._default(z.enum(['light', 'dark']), 'light'),
});

export type BannerWidgetConfiguration = z.infer<typeof bannerWidgetSchema>;

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
