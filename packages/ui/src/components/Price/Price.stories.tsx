import type { Meta, StoryObj } from '@storybook/react-vite';
import { vars } from '../../themes';
import { Price, priceSizes, type PriceFields } from './Price';

// Shaped like the commerce API's price object (formatted per channel: SEK for se, EUR for com).
const regular: PriceFields = {
  isDiscounted: false,
  regularPriceIncVatFormatted: '12 490 kr',
  sellingPriceIncVatFormatted: '12 490 kr',
  regularPriceExVatFormatted: '9 992 kr',
  sellingPriceExVatFormatted: '9 992 kr',
};
const discounted: PriceFields = {
  isDiscounted: true,
  regularPriceIncVatFormatted: '12 490 kr',
  sellingPriceIncVatFormatted: '9 990 kr',
  regularPriceExVatFormatted: '9 992 kr',
  sellingPriceExVatFormatted: '7 992 kr',
  discountPercentage: 20,
};
const discountedEur: PriceFields = {
  isDiscounted: true,
  regularPriceIncVatFormatted: '€1,149.00',
  sellingPriceIncVatFormatted: '€919.00',
  regularPriceExVatFormatted: '€919.20',
  sellingPriceExVatFormatted: '€735.20',
  discountPercentage: 20,
};

const meta = {
  title: 'UI/Price',
  component: Price,
  args: { ...regular, size: 'm' },
  argTypes: { size: { control: 'inline-radio', options: priceSizes } },
  parameters: {
    docs: {
      description: {
        component: `Selling price, the regular price struck beside it only when discounted, and an 'ex VAT' note when the shopper is a company. Spread the API's price object into it: \`<Price {...product.unitPrice} vatIncluded={vatIncluded} />\`. Amounts come formatted by the API per channel (SEK, EUR).

**Use** everywhere a price shows; \`size\` for cards, product page and cart lines.

**Do** let the customer type decide \`vatIncluded\` for every price on the page. **Don't** format amounts yourself.

**Accessibility** The old and new prices are read with their meaning ('Regular price', 'Price'), not just as two numbers.`,
      },
    },
  },
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Discounted: Story = { args: discounted };
export const WithDiscountPercentage: Story = {
  args: { ...discounted, showDiscountPercentage: true },
};
export const ExVat: Story = { args: { ...regular, vatIncluded: false } };
export const DiscountedExVat: Story = {
  args: { ...discounted, vatIncluded: false, showDiscountPercentage: true },
};
export const Euro: Story = { args: { ...discountedEur, showDiscountPercentage: true, size: 'l' } };

export const AllVariants: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: vars.space.m }}>
      {priceSizes.map((size) => (
        <div
          key={size}
          style={{ display: 'flex', gap: vars.space.xl, alignItems: 'baseline', flexWrap: 'wrap' }}
        >
          <Price {...regular} size={size} />
          <Price {...discounted} size={size} />
          <Price {...discounted} size={size} showDiscountPercentage />
          <Price {...regular} size={size} vatIncluded={false} />
          <Price {...discountedEur} size={size} vatIncluded={false} showDiscountPercentage />
        </div>
      ))}
    </div>
  ),
};
