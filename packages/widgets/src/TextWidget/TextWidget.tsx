import { z } from 'zod';
import type { WidgetProps } from '../types/widgetData';
import * as styles from './TextWidget.css';

export const textAlignments = ['left', 'center', 'right'] as const;

export const textWidgetSchema = z.object({
  title: z.string().optional(),
  text: z.string().optional(),
  textAlignment: z.enum(textAlignments).default('center'),
});

export type TextWidgetConfiguration = z.infer<typeof textWidgetSchema>;

/** A heading and a paragraph; the area's first widget gets the page's h1. */
export function TextWidget({ configuration, isFirst }: WidgetProps<TextWidgetConfiguration>) {
  const { title, text, textAlignment } = configuration;
  if (!title && !text) return null;
  const Heading = isFirst ? 'h1' : 'h2';
  return (
    <section className={`${styles.root} ${styles.alignment[textAlignment]}`}>
      {title ? <Heading className={styles.title}>{title}</Heading> : null}
      {text ? <p className={styles.text}>{text}</p> : null}
    </section>
  );
}
