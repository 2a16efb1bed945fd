import { WidgetLink } from '../internal/links/WidgetLink';
import type { WidgetProps } from '../types/widgetProps';
import * as styles from './ButtonsWidget.css';
import type { ButtonsWidgetConfiguration } from './ButtonsWidget.schema';

/** A row of links drawn as buttons: shortcuts into categories, campaigns and pages. */
export function ButtonsWidget({ configuration }: WidgetProps<ButtonsWidgetConfiguration>) {
  const { title, align, buttons } = configuration;
  const list = (
    <ul className={`${styles.list} ${styles.alignment[align]}`}>
      {buttons.map((button) => (
        <li key={`${button.href}|${button.text}`}>
          <WidgetLink href={button.href} openInNewTab={button.openInNewTab} button={button.variant}>
            {button.text}
          </WidgetLink>
        </li>
      ))}
    </ul>
  );
  if (!title) return <nav aria-label={buttons.map((button) => button.text).join(', ')}>{list}</nav>;
  return (
    <nav aria-label={title} className={styles.root}>
      <h2 className={`${styles.title} ${styles.alignment[align]}`}>{title}</h2>
      {list}
    </nav>
  );
}
