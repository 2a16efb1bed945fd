import type { Localized } from '../catalog/types';

export interface SizeOption {
  key: string;
  name: Localized;
}

/** What a leaf category sells: words, price range in SEK, colours, materials, sizes and picture shape. */
export interface ProductKind {
  noun: Localized;
  shape: string;
  priceSek: [number, number];
  colours: string[];
  materials: string[];
  sizes?: SizeOption[];
  dims: [number, number, number];
  weightKg: [number, number];
  brands: number[];
}

export interface CategoryNode {
  alias: Localized;
  name: Localized;
  description: Localized;
  kind?: ProductKind;
  children?: CategoryNode[];
}

const size = (key: string, sv: string, en: string): SizeOption => ({ key, name: { sv, en } });
const l = (sv: string, en: string): Localized => ({ sv, en });
const bedSizes = [
  size('140', '140x200 cm', '140x200 cm'),
  size('160', '160x200 cm', '160x200 cm'),
  size('180', '180x200 cm', '180x200 cm'),
];
const rugSizes = [
  size('160x230', '160x230 cm', '160x230 cm'),
  size('200x300', '200x300 cm', '200x300 cm'),
  size('250x350', '250x350 cm', '250x350 cm'),
];
const linenSizes = [
  size('150x210', '150x210 cm', '150x210 cm'),
  size('220x220', '220x220 cm', '220x220 cm'),
];
const cushionSizes = [
  size('45x45', '45x45 cm', '45x45 cm'),
  size('50x50', '50x50 cm', '50x50 cm'),
  size('40x60', '40x60 cm', '40x60 cm'),
];
const curtainSizes = [
  size('240', '140x240 cm', '140x240 cm'),
  size('280', '140x280 cm', '140x280 cm'),
];
const vaseSizes = [
  size('s', 'Liten', 'Small'),
  size('m', 'Mellan', 'Medium'),
  size('l', 'Stor', 'Large'),
];
const tableSizes = [size('180', '180 cm', '180 cm'), size('220', '220 cm', '220 cm')];

const text = (sv: string, en: string) => l(sv, en);

export const categoryTree: CategoryNode[] = [
  {
    alias: l('mobler', 'furniture'),
    name: l('Möbler', 'Furniture'),
    description: text(
      'Möbler för vardagsrum, matplats, sovrum och arbetsrum.',
      'Furniture for the living room, dining room, bedroom and study.',
    ),
    children: [
      {
        alias: l('soffor', 'sofas'),
        name: l('Soffor och fåtöljer', 'Sofas and armchairs'),
        description: text(
          'Soffor och fåtöljer att sjunka ner i.',
          'Sofas and armchairs to sink into.',
        ),
        children: [
          {
            alias: l('2-sitssoffor', '2-seater-sofas'),
            name: l('2-sitssoffor', '2-seater sofas'),
            description: text(
              'Kompakta soffor för mindre rum.',
              'Compact sofas for smaller rooms.',
            ),
            kind: {
              noun: l('2-sitssoffa', '2-seater sofa'),
              shape: 'sofa',
              priceSek: [5995, 12995],
              colours: ['grey', 'beige', 'green', 'blue', 'rust'],
              materials: ['fabric', 'boucle', 'velvet'],
              dims: [90, 170, 80],
              weightKg: [35, 55],
              brands: [0, 1, 10],
            },
          },
          {
            alias: l('3-sitssoffor', '3-seater-sofas'),
            name: l('3-sitssoffor', '3-seater sofas'),
            description: text(
              'Rymliga soffor för hela familjen.',
              'Roomy sofas for the whole family.',
            ),
            kind: {
              noun: l('3-sitssoffa', '3-seater sofa'),
              shape: 'sofa',
              priceSek: [8995, 19995],
              colours: ['grey', 'beige', 'green', 'blue', 'sand'],
              materials: ['fabric', 'velvet', 'leather'],
              dims: [95, 220, 82],
              weightKg: [45, 70],
              brands: [0, 1, 10],
            },
          },
          {
            alias: l('hornsoffor', 'corner-sofas'),
            name: l('Hörnsoffor', 'Corner sofas'),
            description: text(
              'Hörnsoffor med plats för alla.',
              'Corner sofas with room for everyone.',
            ),
            kind: {
              noun: l('hörnsoffa', 'corner sofa'),
              shape: 'sofa',
              priceSek: [14995, 29995],
              colours: ['grey', 'beige', 'sand'],
              materials: ['fabric', 'boucle'],
              dims: [160, 280, 80],
              weightKg: [70, 110],
              brands: [0, 10],
            },
          },
          {
            alias: l('fatoljer', 'armchairs'),
            name: l('Fåtöljer', 'Armchairs'),
            description: text('Fåtöljer för läshörnan.', 'Armchairs for the reading corner.'),
            kind: {
              noun: l('fåtölj', 'armchair'),
              shape: 'armchair',
              priceSek: [2995, 9995],
              colours: ['beige', 'green', 'rust', 'ochre', 'pink'],
              materials: ['boucle', 'velvet', 'leather', 'rattan'],
              dims: [80, 75, 78],
              weightKg: [15, 28],
              brands: [0, 1, 4, 10],
            },
          },
        ],
      },
      {
        alias: l('stolar', 'chairs'),
        name: l('Stolar och pallar', 'Chairs and stools'),
        description: text(
          'Stolar till matbordet, skrivbordet och köksön.',
          'Chairs for the dining table, the desk and the kitchen island.',
        ),
        children: [
          {
            alias: l('matstolar', 'dining-chairs'),
            name: l('Matstolar', 'Dining chairs'),
            description: text(
              'Matstolar i trä, metall och tyg.',
              'Dining chairs in wood, metal and fabric.',
            ),
            kind: {
              noun: l('matstol', 'dining chair'),
              shape: 'chair',
              priceSek: [995, 3495],
              colours: ['oak', 'walnut', 'black', 'white'],
              materials: ['wood', 'metal', 'fabric'],
              dims: [50, 45, 80],
              weightKg: [4, 8],
              brands: [2, 4, 5, 9],
            },
          },
          {
            alias: l('kontorsstolar', 'office-chairs'),
            name: l('Kontorsstolar', 'Office chairs'),
            description: text(
              'Sköna stolar för hemmakontoret.',
              'Comfortable chairs for the home office.',
            ),
            kind: {
              noun: l('kontorsstol', 'office chair'),
              shape: 'chair',
              priceSek: [1995, 5995],
              colours: ['black', 'grey', 'white'],
              materials: ['fabric', 'metal'],
              dims: [60, 60, 100],
              weightKg: [10, 16],
              brands: [2, 9],
            },
          },
          {
            alias: l('pallar', 'stools'),
            name: l('Pallar', 'Stools'),
            description: text('Pallar och barstolar.', 'Stools and bar stools.'),
            kind: {
              noun: l('pall', 'stool'),
              shape: 'stool',
              priceSek: [495, 1995],
              colours: ['oak', 'black', 'white', 'terracotta'],
              materials: ['wood', 'metal'],
              dims: [35, 35, 65],
              weightKg: [2, 6],
              brands: [2, 5],
            },
          },
        ],
      },
      {
        alias: l('bord', 'tables'),
        name: l('Bord', 'Tables'),
        description: text(
          'Matbord, soffbord, sidobord och skrivbord.',
          'Dining tables, coffee tables, side tables and desks.',
        ),
        children: [
          {
            alias: l('matbord', 'dining-tables'),
            name: l('Matbord', 'Dining tables'),
            description: text('Matbord för långa middagar.', 'Dining tables for long dinners.'),
            kind: {
              noun: l('matbord', 'dining table'),
              shape: 'table',
              priceSek: [4995, 14995],
              colours: ['oak', 'walnut', 'white', 'black'],
              materials: ['wood', 'veneer'],
              sizes: tableSizes,
              dims: [90, 180, 74],
              weightKg: [30, 60],
              brands: [4, 5, 9],
            },
          },
          {
            alias: l('soffbord', 'coffee-tables'),
            name: l('Soffbord', 'Coffee tables'),
            description: text(
              'Soffbord i trä, sten och glas.',
              'Coffee tables in wood, stone and glass.',
            ),
            kind: {
              noun: l('soffbord', 'coffee table'),
              shape: 'lowtable',
              priceSek: [1995, 6995],
              colours: ['oak', 'walnut', 'black', 'white'],
              materials: ['wood', 'glass', 'metal'],
              dims: [60, 110, 42],
              weightKg: [12, 30],
              brands: [4, 5, 9],
            },
          },
          {
            alias: l('sidobord', 'side-tables'),
            name: l('Sidobord', 'Side tables'),
            description: text(
              'Små bord bredvid soffan och sängen.',
              'Small tables beside the sofa and the bed.',
            ),
            kind: {
              noun: l('sidobord', 'side table'),
              shape: 'sidetable',
              priceSek: [795, 2995],
              colours: ['oak', 'black', 'white', 'brass'],
              materials: ['wood', 'metal'],
              dims: [40, 40, 50],
              weightKg: [4, 9],
              brands: [4, 5, 12],
            },
          },
          {
            alias: l('skrivbord', 'desks'),
            name: l('Skrivbord', 'Desks'),
            description: text('Skrivbord för hemmakontoret.', 'Desks for the home office.'),
            kind: {
              noun: l('skrivbord', 'desk'),
              shape: 'desk',
              priceSek: [2495, 7995],
              colours: ['oak', 'white', 'black', 'walnut'],
              materials: ['wood', 'veneer', 'metal'],
              dims: [60, 140, 75],
              weightKg: [18, 35],
              brands: [2, 9],
            },
          },
        ],
      },
      {
        alias: l('forvaring', 'storage'),
        name: l('Förvaring', 'Storage'),
        description: text(
          'Bokhyllor, skänkar och garderober.',
          'Bookcases, sideboards and wardrobes.',
        ),
        children: [
          {
            alias: l('bokhyllor', 'bookcases'),
            name: l('Bokhyllor', 'Bookcases'),
            description: text('Bokhyllor och vägghyllor.', 'Bookcases and wall shelves.'),
            kind: {
              noun: l('bokhylla', 'bookcase'),
              shape: 'shelf',
              priceSek: [1995, 6995],
              colours: ['oak', 'white', 'black', 'walnut'],
              materials: ['wood', 'veneer', 'metal'],
              dims: [35, 90, 190],
              weightKg: [20, 45],
              brands: [4, 5, 9],
            },
          },
          {
            alias: l('skankar', 'sideboards'),
            name: l('Skänkar', 'Sideboards'),
            description: text('Skänkar och sideboards.', 'Sideboards and buffets.'),
            kind: {
              noun: l('skänk', 'sideboard'),
              shape: 'sideboard',
              priceSek: [4995, 12995],
              colours: ['oak', 'walnut', 'white', 'black'],
              materials: ['wood', 'veneer'],
              dims: [45, 180, 75],
              weightKg: [35, 60],
              brands: [4, 5, 9],
            },
          },
          {
            alias: l('garderober', 'wardrobes'),
            name: l('Garderober', 'Wardrobes'),
            description: text(
              'Garderober med plats för allt.',
              'Wardrobes with room for everything.',
            ),
            kind: {
              noun: l('garderob', 'wardrobe'),
              shape: 'wardrobe',
              priceSek: [3995, 9995],
              colours: ['white', 'oak', 'grey'],
              materials: ['wood', 'veneer'],
              dims: [58, 100, 200],
              weightKg: [50, 90],
              brands: [5, 9],
            },
          },
        ],
      },
      {
        alias: l('sangar', 'beds'),
        name: l('Sängar och sovrum', 'Beds and bedroom'),
        description: text(
          'Sängar, sänggavlar och sängbord.',
          'Beds, headboards and bedside tables.',
        ),
        children: [
          {
            alias: l('dubbelsangar', 'double-beds'),
            name: l('Dubbelsängar', 'Double beds'),
            description: text(
              'Kontinentalsängar och sängramar.',
              'Continental beds and bed frames.',
            ),
            kind: {
              noun: l('säng', 'bed'),
              shape: 'bed',
              priceSek: [5995, 19995],
              colours: ['grey', 'beige', 'oak', 'white'],
              materials: ['fabric', 'wood'],
              sizes: bedSizes,
              dims: [210, 160, 100],
              weightKg: [40, 80],
              brands: [0, 11, 12],
            },
          },
          {
            alias: l('sangbord', 'bedside-tables'),
            name: l('Sängbord', 'Bedside tables'),
            description: text(
              'Sängbord med låda eller hylla.',
              'Bedside tables with a drawer or a shelf.',
            ),
            kind: {
              noun: l('sängbord', 'bedside table'),
              shape: 'sidetable',
              priceSek: [995, 2995],
              colours: ['oak', 'white', 'black'],
              materials: ['wood', 'veneer'],
              dims: [40, 45, 55],
              weightKg: [6, 12],
              brands: [4, 5, 11],
            },
          },
        ],
      },
    ],
  },
  {
    alias: l('belysning', 'lighting'),
    name: l('Belysning', 'Lighting'),
    description: text(
      'Lampor som ger rummet ljus och stämning.',
      'Lamps that give the room light and mood.',
    ),
    children: [
      {
        alias: l('taklampor', 'ceiling-lamps'),
        name: l('Taklampor', 'Ceiling lamps'),
        description: text('Pendlar och plafonder.', 'Pendants and ceiling lights.'),
        kind: {
          noun: l('taklampa', 'pendant lamp'),
          shape: 'pendant',
          priceSek: [795, 4995],
          colours: ['white', 'black', 'brass', 'green'],
          materials: ['metal', 'glass', 'linen', 'rattan'],
          dims: [40, 40, 35],
          weightKg: [1, 4],
          brands: [6, 13],
        },
      },
      {
        alias: l('golvlampor', 'floor-lamps'),
        name: l('Golvlampor', 'Floor lamps'),
        description: text(
          'Golvlampor för läsning och stämning.',
          'Floor lamps for reading and mood.',
        ),
        kind: {
          noun: l('golvlampa', 'floor lamp'),
          shape: 'floorlamp',
          priceSek: [1295, 4995],
          colours: ['black', 'white', 'brass'],
          materials: ['metal', 'linen'],
          dims: [35, 35, 150],
          weightKg: [3, 7],
          brands: [6, 13],
        },
      },
      {
        alias: l('bordslampor', 'table-lamps'),
        name: l('Bordslampor', 'Table lamps'),
        description: text(
          'Bordslampor för fönsterbänken och sängbordet.',
          'Table lamps for the window sill and the bedside.',
        ),
        kind: {
          noun: l('bordslampa', 'table lamp'),
          shape: 'tablelamp',
          priceSek: [495, 2495],
          colours: ['white', 'terracotta', 'brass', 'green', 'ochre'],
          materials: ['ceramic', 'glass', 'metal'],
          dims: [25, 25, 45],
          weightKg: [1, 3],
          brands: [6, 13, 15],
        },
      },
      {
        alias: l('vagglampor', 'wall-lamps'),
        name: l('Vägglampor', 'Wall lamps'),
        description: text('Vägglampor och spotlights.', 'Wall lamps and spotlights.'),
        kind: {
          noun: l('vägglampa', 'wall lamp'),
          shape: 'walllamp',
          priceSek: [595, 2495],
          colours: ['black', 'white', 'brass'],
          materials: ['metal', 'glass'],
          dims: [20, 20, 30],
          weightKg: [1, 2],
          brands: [6, 13],
        },
      },
    ],
  },
  {
    alias: l('textilier', 'textiles'),
    name: l('Textilier', 'Textiles'),
    description: text(
      'Mattor, kuddar, plädar, gardiner och sängkläder.',
      'Rugs, cushions, throws, curtains and bed linen.',
    ),
    children: [
      {
        alias: l('mattor', 'rugs'),
        name: l('Mattor', 'Rugs'),
        description: text('Ullmattor och bomullsmattor.', 'Wool rugs and cotton rugs.'),
        kind: {
          noun: l('matta', 'rug'),
          shape: 'rug',
          priceSek: [1495, 5995],
          colours: ['beige', 'grey', 'rust', 'blue', 'green'],
          materials: ['wool', 'cotton'],
          sizes: rugSizes,
          dims: [230, 160, 1],
          weightKg: [5, 15],
          brands: [3, 7, 12],
        },
      },
      {
        alias: l('kuddar', 'cushions'),
        name: l('Kuddar', 'Cushions'),
        description: text('Prydnadskuddar och kuddfodral.', 'Cushions and cushion covers.'),
        kind: {
          noun: l('kudde', 'cushion'),
          shape: 'cushion',
          priceSek: [249, 699],
          colours: ['rust', 'ochre', 'green', 'pink', 'beige', 'blue'],
          materials: ['linen', 'velvet', 'wool', 'cotton'],
          sizes: cushionSizes,
          dims: [45, 45, 15],
          weightKg: [1, 1],
          brands: [3, 7, 12],
        },
      },
      {
        alias: l('pladar', 'throws'),
        name: l('Plädar', 'Throws'),
        description: text('Plädar i ull och bomull.', 'Throws in wool and cotton.'),
        kind: {
          noun: l('pläd', 'throw'),
          shape: 'throw',
          priceSek: [499, 1495],
          colours: ['beige', 'grey', 'rust', 'green'],
          materials: ['wool', 'cotton'],
          dims: [130, 170, 1],
          weightKg: [1, 2],
          brands: [3, 7, 12],
        },
      },
      {
        alias: l('gardiner', 'curtains'),
        name: l('Gardiner', 'Curtains'),
        description: text('Gardiner och draperier.', 'Curtains and drapes.'),
        kind: {
          noun: l('gardin', 'curtain'),
          shape: 'curtain',
          priceSek: [399, 1295],
          colours: ['white', 'beige', 'grey', 'green'],
          materials: ['linen', 'cotton'],
          sizes: curtainSizes,
          dims: [140, 240, 1],
          weightKg: [1, 2],
          brands: [3, 7],
        },
      },
      {
        alias: l('sanglinne', 'bed-linen'),
        name: l('Sängkläder', 'Bed linen'),
        description: text('Påslakan och örngott.', 'Duvet covers and pillowcases.'),
        kind: {
          noun: l('påslakanset', 'duvet cover set'),
          shape: 'linen',
          priceSek: [599, 1495],
          colours: ['white', 'sand', 'grey', 'pink'],
          materials: ['linen', 'cotton'],
          sizes: linenSizes,
          dims: [150, 210, 1],
          weightKg: [1, 2],
          brands: [3, 7, 12],
        },
      },
    ],
  },
  {
    alias: l('inredning', 'decoration'),
    name: l('Inredning', 'Decoration'),
    description: text(
      'Vaser, speglar, ljuslyktor, krukor och tavlor.',
      'Vases, mirrors, candle holders, plant pots and art.',
    ),
    children: [
      {
        alias: l('vaser', 'vases'),
        name: l('Vaser', 'Vases'),
        description: text('Vaser i glas och keramik.', 'Vases in glass and ceramic.'),
        kind: {
          noun: l('vas', 'vase'),
          shape: 'vase',
          priceSek: [249, 1295],
          colours: ['terracotta', 'white', 'green', 'blue', 'sand'],
          materials: ['ceramic', 'glass'],
          sizes: vaseSizes,
          dims: [15, 15, 30],
          weightKg: [1, 3],
          brands: [8, 15],
        },
      },
      {
        alias: l('speglar', 'mirrors'),
        name: l('Speglar', 'Mirrors'),
        description: text('Väggspeglar och golvspeglar.', 'Wall mirrors and floor mirrors.'),
        kind: {
          noun: l('spegel', 'mirror'),
          shape: 'mirror',
          priceSek: [795, 3995],
          colours: ['brass', 'black', 'oak'],
          materials: ['glass', 'metal', 'wood'],
          dims: [3, 60, 90],
          weightKg: [4, 15],
          brands: [8, 13],
        },
      },
      {
        alias: l('ljuslyktor', 'candle-holders'),
        name: l('Ljusstakar och lyktor', 'Candle holders'),
        description: text('Ljusstakar och lyktor.', 'Candle holders and lanterns.'),
        kind: {
          noun: l('ljusstake', 'candle holder'),
          shape: 'candle',
          priceSek: [149, 899],
          colours: ['brass', 'black', 'white'],
          materials: ['metal', 'glass', 'ceramic'],
          dims: [10, 10, 25],
          weightKg: [1, 1],
          brands: [8, 13, 15],
        },
      },
      {
        alias: l('krukor', 'plant-pots'),
        name: l('Krukor', 'Plant pots'),
        description: text('Krukor och ytterkrukor.', 'Plant pots and planters.'),
        kind: {
          noun: l('kruka', 'plant pot'),
          shape: 'pot',
          priceSek: [149, 995],
          colours: ['terracotta', 'white', 'black', 'sand'],
          materials: ['ceramic'],
          sizes: vaseSizes,
          dims: [20, 20, 20],
          weightKg: [1, 4],
          brands: [14, 15],
        },
      },
      {
        alias: l('tavlor', 'wall-art'),
        name: l('Tavlor och posters', 'Wall art'),
        description: text('Posters, tryck och ramar.', 'Posters, prints and frames.'),
        kind: {
          noun: l('poster', 'art print'),
          shape: 'art',
          priceSek: [299, 1495],
          colours: ['ochre', 'green', 'blue', 'terracotta'],
          materials: ['cotton', 'wood'],
          sizes: [
            size('30x40', '30x40 cm', '30x40 cm'),
            size('50x70', '50x70 cm', '50x70 cm'),
            size('70x100', '70x100 cm', '70x100 cm'),
          ],
          dims: [2, 50, 70],
          weightKg: [1, 3],
          brands: [8],
        },
      },
    ],
  },
  {
    alias: l('utemobler', 'outdoor'),
    name: l('Ute', 'Outdoor'),
    description: text(
      'Möbler och belysning för balkong, altan och trädgård.',
      'Furniture and lighting for the balcony, the deck and the garden.',
    ),
    children: [
      {
        alias: l('tradgardsmobler', 'garden-furniture'),
        name: l('Trädgårdsmöbler', 'Garden furniture'),
        description: text(
          'Stolar, bord och soffor för utomhusbruk.',
          'Chairs, tables and sofas for outdoor use.',
        ),
        kind: {
          noun: l('utestol', 'garden chair'),
          shape: 'chair',
          priceSek: [795, 3995],
          colours: ['oak', 'black', 'white', 'green'],
          materials: ['teak', 'metal', 'rattan'],
          dims: [55, 55, 85],
          weightKg: [4, 12],
          brands: [14, 10],
        },
      },
      {
        alias: l('utebelysning', 'outdoor-lighting'),
        name: l('Utebelysning', 'Outdoor lighting'),
        description: text(
          'Lyktor och ljusslingor för utomhusbruk.',
          'Lanterns and string lights for outdoor use.',
        ),
        kind: {
          noun: l('utelykta', 'outdoor lantern'),
          shape: 'candle',
          priceSek: [299, 1495],
          colours: ['black', 'white', 'brass'],
          materials: ['metal', 'glass'],
          dims: [20, 20, 35],
          weightKg: [1, 3],
          brands: [6, 14],
        },
      },
    ],
  },
];
