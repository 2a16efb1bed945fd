import { z } from 'zod';
import { WidgetPicture } from '../images/WidgetPicture';
import { safeHrefSchema, WidgetLink } from '../links/WidgetLink';
import type { WidgetProps } from '../types/widgetData';
import * as styles from './BannerWidget.css';

export const bannerTextPositions = ['left', 'center', 'right', 'below'] as const;

export const bannerWidgetSchema = z.object({
  title: z.string().optional(),
  text: z.string().optional(),
  buttonText: z.string().optional(),
  href: safeHrefSchema.optional(),
  openInNewTab: z.boolean().optional(),
  altText: z.string().default(''),
  /** Where the text sits: over the image (left, center, right) or under it. */
  textPosition: z.enum(bannerTextPositions).default('center'),
  /** Light text on a dark scrim, or dark text on a light panel. */
  textColor: z.enum(['light', 'dark']).default('light'),
});

export type BannerWidgetConfiguration = z.infer<typeof bannerWidgetSchema>;

/**
 * A large image with a title, text and a call to action. Its first image is for larger screens,
 * a second one (when given) is the phone crop. The whole banner is one link when it has one.
 */
export function BannerWidget({ configuration, images, imageLayout, isFirst }: WidgetProps<BannerWidgetConfiguration>) {
  const { title, text, buttonText, href, openInNewTab, altText, textPosition, textColor } = configuration;
  const [image, mobileImage] = images;
  const Heading = isFirst ? 'h1' : 'h2';
  const hasText = Boolean(title || text || (buttonText && href));
  const content = (
    <>
      {image ? (
        <WidgetPicture
          image={image}
          mobileImage={mobileImage}
          alt={altText}
          sizes={imageLayout.sizes}
          ratio={imageLayout.ratios?.desktop}
          priority={isFirst}
          className={styles.image}
        />
      ) : null}
      {hasText ? (
        <div className={`${styles.text[textPosition]} ${styles.tone[textPosition === 'below' ? 'below' : textColor]}`}>
          {title ? <Heading className={styles.title}>{title}</Heading> : null}
          {text ? <p className={styles.body}>{text}</p> : null}
          {buttonText && href ? (
            <span className={styles.cta}>
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
