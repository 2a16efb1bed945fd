import type {
  Brand,
  Campaign,
  Category,
  CurrencyCode,
  ImageSpec,
  Localized,
  PricePoint,
  Product,
  ProductParameter,
  ProductPrice,
  Sku,
  Stock,
} from '../catalog/types';
import { categoryTree, type CategoryNode, type ProductKind } from './categoryTree';
import { addDays, SEED_BASE_DATE } from '../catalog/catalogDates';
import { SEK_PER_EUR } from '../commerce/shopRules';
import type { Random } from '../catalog/random';
import { colours } from '../catalog/colours';
import { accents, brandNames, designers, materials, modelNames } from './vocabulary';

export const MIN_PRODUCTS = 320;

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, 'och')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function buildBrands(): Brand[] {
  return brandNames.map((name, index) => ({
    brandId: index + 1,
    alias: slugify(name.replace('&', 'and')),
    name,
    description: {
      sv: `${name} gör möbler och inredning med omsorg om material och hantverk.`,
      en: `${name} makes furniture and interior goods with care for materials and craft.`,
    },
    secondaryDescription: {
      sv: `Upptäck hela sortimentet från ${name}.`,
      en: `Discover the full range from ${name}.`,
    },
    logo: `brand-${slugify(name.replace('&', 'and'))}.webp`,
  }));
}

export interface LeafCategory {
  category: Category;
  kind: ProductKind;
  path: Category[];
}

export function buildCategories(): { categories: Category[]; leaves: LeafCategory[] } {
  const categories: Category[] = [];
  const leaves: LeafCategory[] = [];
  let nextId = 1;
  const visit = (nodes: CategoryNode[], parentId: number, path: Category[]) => {
    nodes.forEach((node, order) => {
      const category: Category = {
        categoryId: nextId++,
        parentCategoryId: parentId,
        order,
        alias: node.alias,
        name: node.name,
        description: node.description,
        secondaryDescription: {
          sv: `Fri frakt över {{freeShippingThreshold}}, 30 dagars öppet köp och 20 års garanti.`,
          en: `Free shipping over {{freeShippingThreshold}}, 30 days right of return and 20 years warranty.`,
        },
        isHidden: false,
        primaryImage: `category-${node.alias.en}.webp`,
      };
      categories.push(category);
      if (node.kind) leaves.push({ category, kind: node.kind, path: [...path, category] });
      if (node.children) visit(node.children, category.categoryId, [...path, category]);
    });
  };
  visit(categoryTree, 0, []);
  // One hidden category for internal use, so includeHidden has something to show.
  categories.push({
    categoryId: nextId,
    parentCategoryId: 0,
    order: 99,
    alias: { sv: 'utgaende', en: 'discontinued' },
    name: { sv: 'Utgående', en: 'Discontinued' },
    description: { sv: 'Utgående sortiment.', en: 'Discontinued range.' },
    secondaryDescription: { sv: '', en: '' },
    isHidden: true,
    primaryImage: 'category-discontinued.webp',
  });
  return { categories, leaves };
}

export function buildCampaigns(categories: Category[]): {
  campaigns: Campaign[];
  scopes: Map<number, (product: { categoryPath: number[]; brandId: number }) => boolean>;
} {
  const byAlias = (alias: string) =>
    categories.find((category) => category.alias.en === alias)?.categoryId ?? -1;
  const textiles = byAlias('textiles');
  const lighting = byAlias('lighting');
  const outdoor = byAlias('outdoor');
  const campaigns: Campaign[] = [
    {
      campaignId: 1,
      alias: { sv: 'hostrea-textil', en: 'autumn-textile-sale' },
      name: { sv: 'Höstrea textil', en: 'Autumn textile sale' },
      description: { sv: '20 % på utvalda textilier.', en: '20% off selected textiles.' },
      discountPercentage: 20,
      hideTitle: false,
      from: addDays(SEED_BASE_DATE, -10),
      to: addDays(SEED_BASE_DATE, 20),
    },
    {
      campaignId: 2,
      alias: { sv: 'ljusveckan', en: 'light-week' },
      name: { sv: 'Ljusveckan', en: 'Light week' },
      description: { sv: '15 % på utvald belysning.', en: '15% off selected lighting.' },
      discountPercentage: 15,
      hideTitle: false,
      from: addDays(SEED_BASE_DATE, -5),
      to: addDays(SEED_BASE_DATE, 9),
    },
    {
      campaignId: 3,
      alias: { sv: 'nordvik-dagar', en: 'nordvik-days' },
      name: { sv: 'Nordvik-dagar', en: 'Nordvik days' },
      description: { sv: '10 % på Nordvik.', en: '10% off Nordvik.' },
      discountPercentage: 10,
      hideTitle: true,
      from: addDays(SEED_BASE_DATE, -3),
      to: addDays(SEED_BASE_DATE, 30),
    },
    {
      campaignId: 4,
      alias: { sv: 'sommarrea', en: 'summer-sale' },
      name: { sv: 'Sommarrea', en: 'Summer sale' },
      description: { sv: '30 % på utemöbler.', en: '30% off outdoor furniture.' },
      discountPercentage: 30,
      hideTitle: false,
      from: addDays(SEED_BASE_DATE, -45),
      to: addDays(SEED_BASE_DATE, -20),
    },
  ];
  const scopes = new Map<number, (product: { categoryPath: number[]; brandId: number }) => boolean>(
    [
      [1, (product) => product.categoryPath.includes(textiles)],
      [2, (product) => product.categoryPath.includes(lighting)],
      [3, (product) => product.brandId === 1],
      [4, (product) => product.categoryPath.includes(outdoor)],
    ],
  );
  return { campaigns, scopes };
}

function roundSek(value: number): number {
  if (value < 1000) return Math.max(49, Math.round(value / 50) * 50 - 1);
  return Math.round(value / 500) * 500 - 5;
}

export function toEur(sek: number): number {
  const eur = sek / SEK_PER_EUR;
  if (eur < 30) return Math.round(eur) - 0.1;
  return Math.round(eur / 5) * 5 - 1;
}

function roundDiscounted(value: number, currency: CurrencyCode): number {
  return currency === 'SEK' ? Math.round(value) : Math.round(value * 10) / 10;
}

function gtinFor(skuId: number): string {
  const body = String(735000000000 + skuId).padStart(12, '0');
  const sum = body
    .split('')
    .reduce((total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 1 : 3), 0);
  return body + String((10 - (sum % 10)) % 10);
}

type StockState = 'inStock' | 'fewLeft' | 'outOfStock' | 'oversellable' | 'static' | 'incoming';
const stockStates: [StockState, number][] = [
  ['inStock', 55],
  ['fewLeft', 12],
  ['outOfStock', 9],
  ['oversellable', 8],
  ['static', 7],
  ['incoming', 9],
];

function stockFor(random: Random, forced?: StockState): Stock {
  let state = forced;
  if (!state) {
    let roll = random.int(1, 100);
    state = 'inStock';
    for (const [candidate, weight] of stockStates) {
      if (roll <= weight) {
        state = candidate;
        break;
      }
      roll -= weight;
    }
  }
  switch (state) {
    case 'inStock':
      return { inStock: random.int(8, 60), oversellable: 0, static: null, incoming: null };
    case 'fewLeft':
      return { inStock: random.int(1, 3), oversellable: 0, static: null, incoming: null };
    case 'outOfStock':
      return { inStock: 0, oversellable: 0, static: null, incoming: null };
    case 'oversellable':
      return { inStock: random.int(0, 2), oversellable: 50, static: null, incoming: null };
    case 'static':
      return { inStock: 0, oversellable: 0, static: 10, incoming: null };
    case 'incoming':
      return {
        inStock: 0,
        oversellable: 0,
        static: null,
        incoming: `${addDays(SEED_BASE_DATE, random.int(7, 40))}T00:00:00.000Z`,
      };
  }
}

const adjectives: Localized[] = [
  { sv: 'en tidlös', en: 'a timeless' },
  { sv: 'en stilren', en: 'a clean-lined' },
  { sv: 'en mjuk och inbjudande', en: 'a soft and inviting' },
  { sv: 'en robust', en: 'a sturdy' },
  { sv: 'en lekfull', en: 'a playful' },
];

function withoutArticle(text: string): string {
  return text.replace(/^(en|an?) /, '').replace(/^./, (first) => first.toUpperCase());
}

function describe(
  random: Random,
  name: Localized,
  brand: Brand,
  noun: Localized,
  material: Localized,
  colour: Localized,
) {
  const adjective = random.pick(adjectives);
  return {
    text1: {
      sv: `<p>${name.sv} från ${brand.name} är ${adjective.sv} ${noun.sv} i ${material.sv.toLowerCase()}. Formen är enkel och genomtänkt, så den passar lika bra i ett nytt hem som bland ärvda favoriter.</p><p>Färgen ${colour.sv.toLowerCase()} är vald för att åldras vackert. Vi lämnar 20 års garanti och 30 dagars öppet köp.</p>`,
      en: `<p>${name.en} from ${brand.name} is ${adjective.en} ${noun.en} in ${material.en.toLowerCase()}. The form is simple and considered, so it fits a new home as well as it fits among inherited favourites.</p><p>The colour ${colour.en.toLowerCase()} is chosen to age beautifully. It comes with a 20 year warranty and 30 days right of return.</p>`,
    },
    text2: {
      sv: `${withoutArticle(adjective.sv)} ${noun.sv} i ${material.sv.toLowerCase()}, ${colour.sv.toLowerCase()}.`,
      en: `${withoutArticle(adjective.en)} ${noun.en} in ${material.en.toLowerCase()}, ${colour.en.toLowerCase()}.`,
    },
    text3: {
      sv: 'Torka av med en lätt fuktad trasa. Undvik starka rengöringsmedel och direkt solljus.',
      en: 'Wipe with a lightly damp cloth. Avoid strong detergents and direct sunlight.',
    },
  };
}

const complements: Record<string, string[]> = {
  sofa: ['cushion', 'throw', 'lowtable'],
  armchair: ['cushion', 'floorlamp', 'sidetable'],
  chair: ['table', 'cushion'],
  stool: ['table'],
  table: ['chair', 'pendant', 'candle'],
  lowtable: ['sofa', 'vase', 'candle'],
  sidetable: ['tablelamp', 'vase'],
  desk: ['chair', 'tablelamp'],
  shelf: ['vase', 'pot', 'art'],
  sideboard: ['vase', 'mirror', 'candle'],
  wardrobe: ['mirror'],
  bed: ['linen', 'sidetable', 'throw'],
  pendant: ['table'],
  floorlamp: ['armchair'],
  tablelamp: ['sidetable'],
  walllamp: ['mirror'],
  rug: ['sofa', 'lowtable'],
  cushion: ['sofa', 'throw'],
  throw: ['sofa', 'cushion'],
  curtain: ['rug'],
  linen: ['bed'],
  vase: ['sideboard', 'candle'],
  mirror: ['sideboard', 'walllamp'],
  candle: ['vase', 'lowtable'],
  pot: ['shelf', 'vase'],
  art: ['sofa', 'walllamp'],
};

export interface ProductsResult {
  products: Product[];
  skus: Sku[];
  images: ImageSpec[];
}

export function buildProducts(
  random: Random,
  brands: Brand[],
  leaves: LeafCategory[],
  campaigns: Campaign[],
  scopes: ReturnType<typeof buildCampaigns>['scopes'],
): ProductsResult {
  const products: Product[] = [];
  const skus: Sku[] = [];
  const images: ImageSpec[] = [];
  const shapeOf = new Map<number, string>();
  const usedAliases = new Set<string>();
  const usedModels = new Map<number, Set<string>>();
  let productId = 1001;
  let skuId = 100001;
  let variantGroupId = 1;
  const forcedStates: StockState[] = [
    'inStock',
    'fewLeft',
    'outOfStock',
    'oversellable',
    'static',
    'incoming',
  ];

  const uniqueAlias = (alias: string) => {
    let candidate = alias;
    for (let n = 2; usedAliases.has(candidate); n += 1) candidate = `${alias}-${n}`;
    usedAliases.add(candidate);
    return candidate;
  };

  for (let round = 0; products.length < MIN_PRODUCTS; round += 1) {
    for (const leaf of leaves) {
      if (products.length >= MIN_PRODUCTS) break;
      const { kind, category, path } = leaf;
      const taken = usedModels.get(category.categoryId) ?? new Set<string>();
      usedModels.set(category.categoryId, taken);
      const model = random.pick(modelNames.filter((name) => !taken.has(name)));
      taken.add(model);
      const brand = brands[random.pick(kind.brands)] ?? (brands[0] as Brand);
      const materialKey = random.pick(kind.materials);
      const material = materials[materialKey] ?? { sv: materialKey, en: materialKey };
      const designer = random.pick(designers);
      const [minPrice, maxPrice] = kind.priceSek;
      const regularSek = roundSek(minPrice + random.next() * (maxPrice - minPrice));
      const colourKeys = random.sample(
        kind.colours,
        random.int(1, Math.min(3, kind.colours.length)),
      );
      const groupId = variantGroupId++;
      const [depth, width, height] = kind.dims;
      const dimensions = {
        length: Math.round(depth * (0.9 + random.next() * 0.2)),
        width: Math.round(width * (0.9 + random.next() * 0.2)),
        height: Math.round(height * (0.9 + random.next() * 0.2)),
      };
      const weight = random.int(kind.weightKg[0], kind.weightKg[1]) * 1000;
      const firstAvailableOn = addDays(SEED_BASE_DATE, -random.int(0, 400));
      const onSale = random.chance(0.08) ? random.pick([10, 20, 25, 30, 40]) : 0;
      const priceRose = !onSale && random.chance(0.1);

      for (const colourKey of colourKeys) {
        const colour = colours[colourKey];
        if (!colour) throw new Error(`unknown colour ${colourKey}`);
        const name = { sv: `${model} ${kind.noun.sv}`, en: `${model} ${kind.noun.en}` };
        const alias = {
          sv: uniqueAlias(slugify(`${model} ${kind.noun.sv} ${colour.name.sv}`)),
          en: uniqueAlias(slugify(`${model} ${kind.noun.en} ${colour.name.en}`)),
        };
        const categoryPath = path.map((node) => node.categoryId);
        const activeCampaign = campaigns.find(
          (campaign) =>
            campaign.from <= SEED_BASE_DATE &&
            SEED_BASE_DATE <= campaign.to &&
            scopes.get(campaign.campaignId)?.({ categoryPath, brandId: brand.brandId }) &&
            random.chance(0.6),
        );
        const pastCampaign = campaigns.find(
          (campaign) =>
            campaign.to < SEED_BASE_DATE &&
            scopes.get(campaign.campaignId)?.({ categoryPath, brandId: brand.brandId }),
        );
        const prices = {} as Record<CurrencyCode, ProductPrice>;
        for (const currency of ['SEK', 'EUR'] as const) {
          const regular = currency === 'SEK' ? regularSek : toEur(regularSek);
          const history: PricePoint[] = [];
          let selling = regular;
          let discountType: ProductPrice['discountType'] = 'NONE';
          if (onSale) {
            selling = roundDiscounted(regular * (1 - onSale / 100), currency);
            discountType = 'SALE_PRICE';
          } else if (activeCampaign) {
            selling = roundDiscounted(
              regular * (1 - activeCampaign.discountPercentage / 100),
              currency,
            );
            discountType = 'PRICE_CAMPAIGN';
          }
          for (let day = -30; day < 0; day += 1) {
            const date = addDays(SEED_BASE_DATE, day);
            const dayRegular =
              priceRose && day < -15 ? roundDiscounted(regular * 0.9, currency) : regular;
            let daySelling = dayRegular;
            if (onSale && day >= -12) daySelling = selling;
            if (activeCampaign && activeCampaign.from <= date) daySelling = selling;
            if (pastCampaign && pastCampaign.from <= date && date <= pastCampaign.to)
              daySelling = roundDiscounted(
                dayRegular * (1 - pastCampaign.discountPercentage / 100),
                currency,
              );
            history.push({ date, regular: dayRegular, selling: daySelling });
          }
          prices[currency] = {
            regular,
            selling,
            discountType,
            campaignId:
              discountType === 'PRICE_CAMPAIGN' ? (activeCampaign?.campaignId ?? null) : null,
            history,
          };
        }
        const id = productId++;
        const imageNames = [`${alias.en}-1.webp`, `${alias.en}-2.webp`];
        const imageSeed = random.int(1, 1_000_000);
        const accent = random.pick(accents);
        images.push(
          {
            fileName: imageNames[0] as string,
            shape: kind.shape,
            colour: colour.hex,
            accent,
            scene: 'studio',
            seed: imageSeed,
          },
          {
            fileName: imageNames[1] as string,
            shape: kind.shape,
            colour: colour.hex,
            accent,
            scene: 'room',
            seed: imageSeed + 1,
          },
        );
        shapeOf.set(id, kind.shape);
        const parameters: ProductParameter[] = [
          {
            parameterId: 1,
            key: colour.key,
            name: { sv: 'Färg', en: 'Colour' },
            value: colour.name,
            showFilter: true,
          },
          {
            parameterId: 2,
            key: materialKey,
            name: { sv: 'Material', en: 'Material' },
            value: material,
            showFilter: true,
          },
          {
            parameterId: 3,
            key: slugify(designer),
            name: { sv: 'Formgivare', en: 'Designer' },
            value: { sv: designer, en: designer },
            showFilter: false,
          },
          {
            parameterId: 4,
            key: 'width',
            name: { sv: 'Bredd', en: 'Width' },
            value: { sv: `${dimensions.width} cm`, en: `${dimensions.width} cm` },
            showFilter: false,
          },
          {
            parameterId: 5,
            key: 'depth',
            name: { sv: 'Djup', en: 'Depth' },
            value: { sv: `${dimensions.length} cm`, en: `${dimensions.length} cm` },
            showFilter: false,
          },
          {
            parameterId: 6,
            key: 'height',
            name: { sv: 'Höjd', en: 'Height' },
            value: { sv: `${dimensions.height} cm`, en: `${dimensions.height} cm` },
            showFilter: false,
          },
        ];
        products.push({
          productId: id,
          articleNumber: `HM-${id}`,
          variantGroupId: groupId,
          modelName: model,
          alias,
          name,
          texts: describe(random, name, brand, kind.noun, material, colour.name),
          meta: {
            title: {
              sv: `${name.sv}, ${colour.name.sv.toLowerCase()} | Hemma`,
              en: `${name.en}, ${colour.name.en.toLowerCase()} | Hemma`,
            },
            description: {
              sv: `Köp ${name.sv} i ${colour.name.sv.toLowerCase()} från ${brand.name}.`,
              en: `Buy ${name.en} in ${colour.name.en.toLowerCase()} from ${brand.name}.`,
            },
          },
          brandId: brand.brandId,
          categoryId: category.categoryId,
          colourKey: colour.key,
          colour: colour.name,
          images: imageNames,
          prices,
          dimensions,
          weight,
          firstAvailableOn,
          salesRank: 0,
          parameters,
          related: [],
          sizeDimension: kind.sizes ? { sv: 'Storlek', en: 'Size' } : null,
        });
        const sizes = kind.sizes ?? [null];
        for (const size of sizes) {
          const id2 = skuId++;
          skus.push({
            skuId: id2,
            productId: id,
            articleNumber: size ? `HM-${id}-${size.key}` : `HM-${id}`,
            gtin: gtinFor(id2),
            name: size ? size.name : { sv: 'En storlek', en: 'One size' },
            sizeKey: size?.key ?? null,
            stock: stockFor(random, forcedStates.shift()),
            dimensions,
            weight,
          });
        }
      }
    }
  }

  const ranks = random.shuffle(products.map((product) => product.productId));
  ranks.forEach((id, index) => {
    const product = products.find((candidate) => candidate.productId === id);
    if (product) product.salesRank = index + 1;
  });

  const byShape = new Map<string, Product[]>();
  for (const product of products) {
    const shape = shapeOf.get(product.productId) ?? '';
    byShape.set(shape, [...(byShape.get(shape) ?? []), product]);
  }
  for (const product of products) {
    const shape = shapeOf.get(product.productId) ?? '';
    const similar = random
      .sample(
        (byShape.get(shape) ?? []).filter(
          (candidate) => candidate.variantGroupId !== product.variantGroupId,
        ),
        3,
      )
      .map((candidate) => ({ productId: candidate.productId, relationType: 'SIMILAR' as const }));
    const accessories = (complements[shape] ?? [])
      .map((complement) => byShape.get(complement) ?? [])
      .filter((pool) => pool.length > 0)
      .slice(0, 2)
      .map((pool) => ({
        productId: random.pick(pool).productId,
        relationType: 'ACCESSORIES' as const,
      }));
    const related = random
      .sample(
        products.filter(
          (candidate) =>
            candidate.brandId === product.brandId &&
            candidate.variantGroupId !== product.variantGroupId,
        ),
        1,
      )
      .map((candidate) => ({ productId: candidate.productId, relationType: 'RELATED' as const }));
    product.related = [...similar, ...accessories, ...related];
  }
  return { products, skus, images };
}
