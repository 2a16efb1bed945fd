import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { Observable } from 'rxjs';
import type { ProductCardData } from '../ProductListWidget/productsSource';
import type { WidgetAreaData } from '../types/widgetData';

type Responder = (operationName: string, variables: Record<string, unknown>) => unknown;

/** An Apollo client whose link answers from a function: results, or a thrown error. */
export function testClient(respond: Responder) {
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        try {
          observer.next({
            data: respond(operation.operationName ?? '', operation.variables),
          } as never);
          observer.complete();
        } catch (error) {
          observer.error(error);
        }
      }),
  );
  return new ApolloClient({ link, cache: new InMemoryCache() });
}

export function TestApolloProvider({
  client,
  children,
}: {
  client: ApolloClient;
  children: ReactNode;
}) {
  return <ApolloProvider client={client}>{children}</ApolloProvider>;
}

/** A widget area in the exact shape of the widgetArea query's result, __typename and all. */
export function widgetAreaResult(area: WidgetAreaData) {
  const size = (value: { imageWidth: number; imageHeight: number } | null | undefined) =>
    value
      ? {
          __typename: 'PageWidgetImageSizeType',
          ...value,
          imageRatio: value.imageWidth / value.imageHeight,
        }
      : null;
  return {
    widgetArea: {
      __typename: 'PageWidgetCollectionType',
      id: area.id,
      name: area.name,
      title: null,
      familyName: 'Frontpage',
      tags: area.tags,
      meta: {
        __typename: 'MetadataType',
        title: area.meta?.title ?? null,
        description: area.meta?.description ?? null,
        keywords: null,
      },
      pageArea: { __typename: 'PageAreaType', id: 1, name: 'The front page area', index: 0 },
      containers: (area.containers ?? []).map((container) => ({
        __typename: 'PageWidgetContainerType',
        id: container?.id,
        name: container?.name,
        sortOrder: container?.sortOrder,
        layout: container?.layout,
        design: container?.design,
        responsiveMode: 'normal',
        classNames: [],
        widgets: (container?.widgets ?? []).map((widget) => ({
          __typename: 'PageWidgetType',
          id: widget?.id,
          name: widget?.name,
          type: widget?.type,
          size: widget?.size ?? 'full',
          sortOrder: widget?.sortOrder ?? 0,
          classNames: [],
          configuration: widget?.configuration,
          images: (widget?.images ?? []).map((image) => ({
            __typename: 'PageWidgetImageType',
            fileName: image?.fileName,
            largestSize: size(image?.largestSize),
            sizes: [size(image?.largestSize)],
          })),
        })),
      })),
    },
  };
}

/** Products in the exact shape of the products query's result. */
export function productsResult(products: readonly ProductCardData[]) {
  return {
    products: {
      __typename: 'ProductsResultType',
      count: products.length,
      products: products.map((product) => ({
        __typename: 'ProductType',
        productId: product.productId,
        name: product.name ?? null,
        alias: product.alias,
        canonicalUrl: product.canonicalUrl ?? null,
        images: product.images ?? null,
        brand: {
          __typename: 'BrandType',
          brandId: 1,
          name: product.brand?.name ?? null,
          alias: null,
          canonicalUrl: null,
        },
        categories: [],
        primaryCategory: null,
        unitPrice: product.unitPrice
          ? {
              __typename: 'PriceType',
              ...product.unitPrice,
              sellingPriceIncVat: 0,
              sellingPriceExVat: 0,
              regularPriceIncVat: 0,
              regularPriceExVat: 0,
              vat: 0,
              discountPercentage: 0,
            }
          : null,
        totalStock: {
          __typename: 'StockType',
          inStock: 5,
          oversellable: 0,
          totalStock: 5,
          static: null,
          incoming: null,
        },
        discountCampaigns: [],
      })),
    },
  };
}
