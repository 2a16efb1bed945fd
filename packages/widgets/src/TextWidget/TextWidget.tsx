import { z } from 'zod';
import * as styles from './TextWidget.css';

export const textWidgetSchema = z.object({
  title: z.string().optional(),
  text: z.string().optional(),
});

export type TextWidgetConfiguration = z.infer<typeof textWidgetSchema>;

export function TextWidget({ title, text }: TextWidgetConfiguration) {
  if (!title && !text) return null;
  return (
    <section className={styles.root}>
      {title ? <h2 className={styles.title}>{title}</h2> : null}
      {text ? <p className={styles.text}>{text}</p> : null}
    </section>
  );
}
