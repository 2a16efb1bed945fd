/** Picture kinds the API serves at /images/<kind>/<width>/<file>. */
export type ImageKind = 'product' | 'cms' | 'category' | 'logo';

/** The widths copied for stories: what list cards, galleries and banners ask for. */
export const imageWidths: Record<ImageKind, readonly number[]> = {
  product: [320, 640],
  cms: [640, 960, 1440],
  category: [320, 640],
  logo: [320],
};

/**
 * The product page gallery draws its large picture at up to 60% of a laptop and the larger view
 * at 720 px, so its srcset asks for these widths too. They are copied only for the pictures of
 * the recorded product pages (a dozen): every other product picture is only ever a card, and
 * copying all of them at gallery widths would add more than a megabyte to the repository.
 */
export const galleryImageWidths: readonly number[] = [960, 1440];

/** The operations whose recorded answers are product pages with a gallery. */
export const galleryOperations: readonly string[] = ['product'];

export interface ImageCopy {
  kind: ImageKind;
  width: number;
  fileName: string;
}

/**
 * Every picture file the stories need: each picture of the recorded answers at its kind's widths,
 * and the product pictures of the product pages also at the gallery's widths.
 */
export function imageCopies(recorded: unknown, productPages: unknown): ImageCopy[] {
  const copies = collectImages(recorded).flatMap(({ kind, fileName }) =>
    imageWidths[kind].map((width) => ({ kind, width, fileName })),
  );
  const gallery = collectImages(productPages)
    .filter(({ kind }) => kind === 'product')
    .flatMap(({ kind, fileName }) =>
      galleryImageWidths.map((width) => ({ kind, width, fileName })),
    );
  return [...copies, ...gallery];
}

/** Where Storybook serves the copied pictures: the same path the API uses, on the story's origin. */
export const mockImageBaseUrl = '/images';

const kindByTypename: Record<string, ImageKind> = {
  ProductType: 'product',
  RelatedProductType: 'product',
  ProductImageType: 'product',
  VariantType: 'product',
  PageWidgetImageType: 'cms',
  CategoryType: 'category',
  BrandListType: 'logo',
  PaymentOptionType: 'logo',
  ShippingOptionType: 'logo',
};
const pictureFields = new Set([
  'images',
  'primaryImage',
  'secondaryImage',
  'fileName',
  'logo',
  'backgroundImage',
]);
const urlPattern = /\/images\/(product|cms|category|logo)\/\d+\/([a-z0-9-]+\.webp)/g;

/**
 * Every picture a recorded response names: file names in picture fields (their kind from the
 * parent's __typename), picture URLs, and pictures inside widget configuration JSON.
 */
export function collectImages(value: unknown): { kind: ImageKind; fileName: string }[] {
  const found = new Map<string, { kind: ImageKind; fileName: string }>();
  const add = (kind: ImageKind, fileName: unknown) => {
    if (typeof fileName === 'string' && /^[a-z0-9-]+\.webp$/.test(fileName))
      found.set(`${kind}/${fileName}`, { kind, fileName });
  };
  const visit = (node: unknown, parentKind: ImageKind | undefined) => {
    if (typeof node === 'string') {
      for (const match of node.matchAll(urlPattern)) add(match[1] as ImageKind, match[2]);
      if (node.startsWith('{')) {
        try {
          // Widget configurations are JSON strings; their pictures are CMS pictures.
          visitConfiguration(JSON.parse(node));
        } catch {
          // not JSON
        }
      }
      return;
    }
    if (Array.isArray(node)) {
      node.forEach((item) => visit(item, parentKind));
      return;
    }
    if (!node || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    const kind = kindByTypename[String(record.__typename)] ?? parentKind;
    for (const [key, child] of Object.entries(record)) {
      if (kind && pictureFields.has(key)) {
        for (const fileName of Array.isArray(child) ? child : [child]) add(kind, fileName);
      }
      visit(child, key === 'images' || key === 'productImages' ? kind : undefined);
    }
  };
  const visitConfiguration = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(visitConfiguration);
    if (!node || typeof node !== 'object') return;
    for (const [key, child] of Object.entries(node)) {
      if (key === 'fileName') add('cms', child);
      else visitConfiguration(child);
    }
  };
  visit(value, undefined);
  return [...found.values()].sort((a, b) =>
    `${a.kind}/${a.fileName}`.localeCompare(`${b.kind}/${b.fileName}`),
  );
}

/** Rewrites absolute picture URLs of the API to the story origin's /images path. */
export function relativeImageUrls<T>(value: T, apiOrigin: string): T {
  const origin = apiOrigin.replace(/\/$/, '');
  return JSON.parse(
    JSON.stringify(value).split(`${origin}/images/`).join(`${mockImageBaseUrl}/`),
  ) as T;
}
