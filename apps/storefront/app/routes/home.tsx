import { useTranslation } from 'react-i18next';
import { HomeHero } from '../components/HomeHero/HomeHero';
import { screenMeta } from '../routing/screenMeta';
import { screenLoader } from '../server/screenLoader.server';

export const loader = screenLoader;
export const meta = screenMeta;

export default function Home() {
  const { t } = useTranslation();
  return <HomeHero title={t('site.home.title')} lead={t('site.home.lead')} actionLabel={t('site.home.action')} />;
}
