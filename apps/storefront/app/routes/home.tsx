import { HomeHero } from '../components/HomeHero/HomeHero';

export function meta() {
  return [
    { title: 'Hemma' },
    { name: 'description', content: 'Furniture and interior goods made to last.' },
  ];
}

export default function Home() {
  return (
    <main>
      <HomeHero
        title="Hemma"
        lead="Furniture and interior goods made to last."
        actionLabel="Shop the collection"
      />
    </main>
  );
}
