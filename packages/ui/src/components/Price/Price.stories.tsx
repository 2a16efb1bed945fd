import type { Meta, StoryObj } from '@storybook/react-vite';
import { Labelled } from '../../internal/specimen';
import { vars } from '../../themes';
import { Price, priceSizes, type PriceFields } from './Price';

/**
 * The channel's money formatter, from `parameters.channelArgs` (the Storybook decorator passes the
 * toolbar's channel in): ui has no channels of its own, so the story asks for the formatter only.
 */
type ChannelMoney = { money: (amount: number) => string };

/**
 * The channel's formatter and the app's translations: the lowest-price sentence is the app's own
 * wording (ui has no words for it), so the story shows what the product page passes in.
 */
type ChannelWording = ChannelMoney & {
  t: (key: 'shop.product.lowestPrice', options: { price: string }) => string;
};

const vatRate = 0.25;

/**
 * A price shaped like the commerce API's price object, each amount formatted the way the app
 * formats amounts in the channel's currency and language (SEK in se, EUR in com).
 */
function priceFields(
  money: ChannelMoney['money'],
  regularIncVat: number,
  sellingIncVat = regularIncVat,
): PriceFields {
  const exVat = (amount: number) => Math.round((amount / (1 + vatRate)) * 100) / 100;
  return {
    isDiscounted: sellingIncVat < regularIncVat,
    regularPriceIncVatFormatted: money(regularIncVat),
    sellingPriceIncVatFormatted: money(sellingIncVat),
    regularPriceExVatFormatted: money(exVat(regularIncVat)),
    sellingPriceExVatFormatted: money(exVat(sellingIncVat)),
    discountPercentage:
      sellingIncVat < regularIncVat ? Math.round((1 - sellingIncVat / regularIncVat) * 100) : null,
  };
}

/** Without a channel (docs of the package alone): the amounts in kronor, as the se channel shows them. */
const kronor = (amount: number) => `${new Intl.NumberFormat('sv-SE').format(amount)} kr`;
const regular = priceFields(kronor, 12490);

const regularInChannel = { channelArgs: ({ money }: ChannelMoney) => priceFields(money, 12490) };
const discountedInChannel = {
  channelArgs: ({ money }: ChannelMoney) => priceFields(money, 12490, 9990),
};
/** Discounted to 9 990 from 12 490; the lowest price of the 30 days before was 9 490. */
const withLowestPriceInChannel = {
  channelArgs: ({ money, t }: ChannelWording) => ({
    ...priceFields(money, 12490, 9990),
    lowestPriceText: t('shop.product.lowestPrice', { price: money(9490) }),
  }),
};

const meta = {
  title: 'UI/Price',
  component: Price,
  args: { ...regular, size: 'm' },
  argTypes: { size: { control: 'inline-radio', options: priceSizes } },
  parameters: {
    ...regularInChannel,
    docs: {
      description: {
        component: `Selling price, the regular price struck beside it only when discounted, and an 'ex VAT' note when the shopper is a company. Spread the API's price object into it: \`<Price {...product.unitPrice} vatIncluded={vatIncluded} />\`. Amounts come formatted by the API per channel (SEK, EUR).

**Use** everywhere a price shows; \`size\` for cards, product page and cart lines. Beside a discounted price the EU price indication, the lowest price of the previous 30 days, comes in \`lowestPriceText\`, worded by the app with the amount in the VAT mode it shows (ui has no words for it).

**Do** let the customer type decide \`vatIncluded\` for every price on the page. **Don't** format amounts yourself.

**Accessibility** The old and new prices are read with their meaning ('Regular price', 'Price'), not just as two numbers.`,
      },
    },
  },
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Discounted: Story = { parameters: discountedInChannel };
export const WithDiscountPercentage: Story = {
  args: { showDiscountPercentage: true },
  parameters: discountedInChannel,
};
export const ExVat: Story = { args: { vatIncluded: false } };
export const DiscountedExVat: Story = {
  args: { vatIncluded: false, showDiscountPercentage: true },
  parameters: discountedInChannel,
};
export const Large: Story = {
  args: { showDiscountPercentage: true, size: 'l' },
  parameters: discountedInChannel,
};

/**
 * The EU price indication: beside a discounted price, the lowest price of the previous 30 days,
 * worded by the app (here the product page's sentence in the channel's language).
 */
export const WithLowestPrice: Story = {
  args: { size: 'l' },
  parameters: withLowestPriceInChannel,
};

/**
 * Every state (a row) in every size (a column), each captioned; the discounted price and the
 * lowest-price sentence come from the channel, the regular price from the discounted one's
 * regular amount.
 */
export const AllVariants: Story = {
  parameters: withLowestPriceInChannel,
  render: ({ lowestPriceText, ...discounted }) => {
    const undiscounted: PriceFields = {
      ...discounted,
      isDiscounted: false,
      sellingPriceIncVatFormatted: discounted.regularPriceIncVatFormatted,
      sellingPriceExVatFormatted: discounted.regularPriceExVatFormatted,
    };
    const states = [
      { name: 'Regular', props: undiscounted },
      { name: 'Discounted', props: { ...discounted, showDiscountPercentage: false } },
      {
        name: 'Discounted, with percentage',
        props: { ...discounted, showDiscountPercentage: true },
      },
      { name: 'Ex VAT', props: { ...undiscounted, vatIncluded: false } },
      {
        name: 'Discounted ex VAT, with percentage',
        props: { ...discounted, vatIncluded: false, showDiscountPercentage: true },
      },
      {
        name: 'Discounted, with the lowest price of 30 days',
        props: { ...discounted, lowestPriceText },
      },
    ];
    return (
      <div
        style={{
          display: 'grid',
          gridTemplateColumns: `repeat(${priceSizes.length}, max-content)`,
          gap: `${vars.space.l} ${vars.space.xl}`,
        }}
      >
        {states.flatMap((state) =>
          priceSizes.map((size) => (
            <Labelled key={`${state.name} ${size}`} caption={`${state.name} · size ${size}`}>
              <Price {...state.props} size={size} />
            </Labelled>
          )),
        )}
      </div>
    );
  },
};
