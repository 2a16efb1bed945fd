import { ProductsDocument, useNewsletterSignUp } from '@hemma/data';
import { Newsletter, pageContent, ProductGrid, useShopLabels } from '@hemma/shop';
import { ButtonLink, Heading, Stack, Text } from '@hemma/ui';
import { productCardData } from '@hemma/widgets';
import { loaderQuery } from '../data/loaderQuery.server';
import { ShopProviders } from '../features/shop/ShopProviders';
import { screenMeta } from '../routing/screenMeta';
import { screenData } from '../server/screenLoader.server';
import type { Route } from './+types/summer-campaign';

/** The campaign's category, by its path in each language (the API finds a list by its path). */
const gardenFurniture = { en: '/c/outdoor', sv: '/c/utemobler' } as const;
const productsShown = 8;

export async function loader(args: Route.LoaderArgs) {
  const page = screenData(args);
  const categoryPath = page.locale === 'sv' ? gardenFurniture.sv : gardenFurniture.en;
  const answer = await loaderQuery(args.context, ProductsDocument, {
    url: categoryPath,
    skip: 0,
    take: productsShown,
  });
  const products = (answer.products?.products ?? []).filter((product) => product !== null);
  return { ...page, categoryPath, products: products.map(productCardData) };
}

export const meta = screenMeta;

export default function SummerCampaign({ loaderData }: Route.ComponentProps) {
  const { t } = useShopLabels();
  const signUp = useNewsletterSignUp();
  return (
    <ShopProviders>
      <Stack gap="xxl" className={pageContent}>
        <Stack gap="m" align="start" as="section" aria-labelledby="campaign-title">
          <Heading level={1} id="campaign-title">
            {loaderData.title}
          </Heading>
          <Text size="l">{t('campaign.summer.lead')}</Text>
          <ButtonLink href={loaderData.categoryPath} size="l">
            {t('campaign.summer.action')}
          </ButtonLink>
        </Stack>
        <Stack gap="l" as="section" aria-labelledby="campaign-products">
          <Heading level={2} id="campaign-products">
            {t('campaign.summer.productsTitle')}
          </Heading>
          <ProductGrid
            products={loaderData.products}
            label={t('campaign.summer.productsTitle')}
            priorityRow
          />
        </Stack>
        <Newsletter
          title={t('campaign.summer.newsletterTitle')}
          text={t('campaign.summer.newsletterText')}
          onSubscribe={signUp}
        />
      </Stack>
    </ShopProviders>
  );
}
