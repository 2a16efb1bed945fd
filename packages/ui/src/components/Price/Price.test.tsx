import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { displayablePrice } from './displayablePrice';
import { Price, type PriceFields } from './Price';

const regularSofa: PriceFields = {
  isDiscounted: false,
  regularPriceIncVatFormatted: '12 490 kr',
  sellingPriceIncVatFormatted: '12 490 kr',
  regularPriceExVatFormatted: '9 992 kr',
  sellingPriceExVatFormatted: '9 992 kr',
};

const discountedSofa: PriceFields = {
  isDiscounted: true,
  regularPriceIncVatFormatted: '12 490 kr',
  sellingPriceIncVatFormatted: '9 990 kr',
  regularPriceExVatFormatted: '9 992 kr',
  sellingPriceExVatFormatted: '7 992 kr',
  discountPercentage: 20,
};

describe('<Price />', () => {
  it('shows only the selling price when not discounted', () => {
    const { container } = render(<Price {...regularSofa} />);
    expect(container).toHaveTextContent(/^12 490 kr$/);
    expect(container.querySelector('s')).toBeNull();
  });

  it('shows the regular price beside the selling price only when discounted', () => {
    const { container } = render(<Price {...discountedSofa} />);
    expect(screen.getByText('9 990 kr')).toBeInTheDocument();
    expect(container.querySelector('s')).toHaveTextContent('Regular price 12 490 kr');
  });

  it('shows the discount percentage when asked and discounted', () => {
    const { rerender } = render(<Price {...discountedSofa} showDiscountPercentage />);
    expect(screen.getByText('−20%')).toBeInTheDocument();
    rerender(<Price {...discountedSofa} showDiscountPercentage={false} />);
    expect(screen.queryByText('−20%')).toBeNull();
    rerender(<Price {...regularSofa} discountPercentage={20} showDiscountPercentage />);
    expect(screen.queryByText('−20%')).toBeNull();
  });

  it("shows the ex-VAT prices with an 'ex VAT' note when VAT-inclusive display is off", () => {
    const { container } = render(<Price {...discountedSofa} vatIncluded={false} />);
    expect(screen.getByText('7 992 kr')).toBeInTheDocument();
    expect(container.querySelector('s')).toHaveTextContent('9 992 kr');
    expect(screen.getByText('ex VAT')).toBeInTheDocument();
  });

  it('shows no VAT note when prices include VAT', () => {
    render(<Price {...regularSofa} />);
    expect(screen.queryByText('ex VAT')).toBeNull();
  });

  it('takes its wording from props', () => {
    render(
      <Price
        {...discountedSofa}
        vatIncluded={false}
        exVatLabel="exkl. moms"
        regularPriceLabel="Ordinarie pris"
      />,
    );
    expect(screen.getByText('exkl. moms')).toBeInTheDocument();
    expect(screen.getByText(/Ordinarie pris/)).toBeInTheDocument();
  });

  it('shows the lowest price of the previous 30 days under a discounted price (EU price indication)', () => {
    const lowestPriceText = 'Lowest price in the last 30 days: 9 490 kr';
    const { container, rerender } = render(
      <Price {...discountedSofa} lowestPriceText={lowestPriceText} className="shelf" />,
    );
    expect(screen.getByText(lowestPriceText)).toBeInTheDocument();
    expect(container.firstElementChild).toHaveClass('shelf');
    expect(container.firstElementChild).toHaveTextContent(/9 990 kr.*12 490 kr.*9 490 kr$/);
    rerender(<Price {...regularSofa} lowestPriceText={lowestPriceText} />);
    expect(screen.queryByText(lowestPriceText)).toBeNull();
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <Price
        {...discountedSofa}
        showDiscountPercentage
        vatIncluded={false}
        lowestPriceText="Lowest price in the last 30 days: 7 592 kr"
      />,
    );
    const result = await axe.run(container);
    expect(result.violations).toEqual([]);
  });
});

describe('displayablePrice', () => {
  it('keeps the five fields the price display requires (spec: isDiscounted and the four formatted prices)', () => {
    expect(displayablePrice(discountedSofa)).toEqual({
      isDiscounted: true,
      regularPriceIncVatFormatted: '12 490 kr',
      sellingPriceIncVatFormatted: '9 990 kr',
      regularPriceExVatFormatted: '9 992 kr',
      sellingPriceExVatFormatted: '7 992 kr',
    });
  });

  it('gives no price when the API left out a formatted price, or sent none', () => {
    for (const field of [
      'regularPriceIncVatFormatted',
      'sellingPriceIncVatFormatted',
      'regularPriceExVatFormatted',
      'sellingPriceExVatFormatted',
    ] as const) {
      expect(displayablePrice({ ...regularSofa, [field]: null })).toBeNull();
      expect(displayablePrice({ ...regularSofa, [field]: '' })).toBeNull();
    }
    expect(displayablePrice(null)).toBeNull();
    expect(displayablePrice(undefined)).toBeNull();
  });
});
