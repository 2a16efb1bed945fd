import { Button } from '@hemma/ui';
import * as styles from './HomeHero.css';

export interface HomeHeroProps {
  title: string;
  lead: string;
  actionLabel: string;
}

export function HomeHero({ title, lead, actionLabel }: HomeHeroProps) {
  return (
    <section className={styles.hero} aria-labelledby="home-hero-title">
      <h1 id="home-hero-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.lead}>{lead}</p>
      <Button size="l">{actionLabel}</Button>
    </section>
  );
}
