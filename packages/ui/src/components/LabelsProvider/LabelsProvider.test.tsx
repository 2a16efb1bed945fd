import { fireEvent, render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { Breadcrumbs } from '../Breadcrumbs';
import { Image } from '../Image';
import { LoadingBar } from '../LoadingBar';
import { Pagination } from '../Pagination';
import { Price } from '../Price';
import { QuantityStepper } from '../QuantityStepper';
import { StarRating, StarRatingInput } from '../StarRating';
import { StockDisplay } from '../StockDisplay';
import { TextField } from '../TextField';
import { LabelsProvider, englishUiLabels, useUiLabels, type UiLabels } from './LabelsProvider';

const swedish: Partial<UiLabels> = {
  loadMore: 'Visa fler',
  showing: (sum, total) => `Visar ${sum} av ${total}`,
  quantity: 'Antal',
  decreaseQuantity: 'Minska antal',
  increaseQuantity: 'Öka antal',
  breadcrumbs: 'Brödsmulor',
  noImage: 'Ingen bild',
  ratingOutOf: (value, max) => `${value} av ${max}`,
  yourRating: 'Ditt betyg',
  stars: (count) => (count === 1 ? '1 stjärna' : `${count} stjärnor`),
  showPassword: 'Visa lösenord',
  optional: 'valfritt',
  exVat: 'exkl. moms',
  loadingPage: 'Sidan laddas',
  stock: { ...englishUiLabels.stock, inStock: 'I lager' },
  validation: { ...englishUiLabels.validation, email: 'Du måste ange en giltig e-postadress' },
};

const stepper = <QuantityStepper value={2} onChange={() => {}} />;
const pagination = <Pagination sum={24} total={130} onLoadMore={() => {}} />;
const noImage = <Image images={null} src={() => ''} widths={[320]} alt="" aspectRatio={1} />;

describe('<LabelsProvider />', () => {
  it("gives components the provider's words when their props are not given", () => {
    render(
      <LabelsProvider labels={swedish}>
        {pagination}
        {stepper}
        {noImage}
        <Breadcrumbs items={[{ label: 'Start', href: '/' }, { label: 'Soffor' }]} />
        <LoadingBar loading />
        <StarRating value={4.3} />
        <StarRatingInput value={0} onChange={() => {}} />
        <StockDisplay stock={{ inStock: 40, oversellable: 0, totalStock: 40, static: 0 }} />
        <TextField label="Lösenord" type="password" optional />
        <Price
          isDiscounted={false}
          regularPriceIncVatFormatted="1 000 kr"
          sellingPriceIncVatFormatted="1 000 kr"
          regularPriceExVatFormatted="800 kr"
          sellingPriceExVatFormatted="800 kr"
          vatIncluded={false}
        />
      </LabelsProvider>,
    );
    expect(screen.getByRole('button', { name: 'Visa fler' })).toBeInTheDocument();
    expect(screen.getByText('Visar 24 av 130')).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Antal' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Minska antal' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Öka antal' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Ingen bild' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Brödsmulor' })).toBeInTheDocument();
    // The loading bar is hidden until loading has lasted a moment; its name is there from the start.
    expect(screen.getByLabelText('Sidan laddas')).toHaveAttribute('role', 'progressbar');
    expect(screen.getByRole('img', { name: '4.5 av 5' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Ditt betyg' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '4 stjärnor' })).toBeInTheDocument();
    expect(screen.getByText('I lager')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Visa lösenord' })).toBeInTheDocument();
    expect(screen.getByText('(valfritt)')).toBeInTheDocument();
    expect(screen.getByText('exkl. moms')).toBeInTheDocument();
  });

  it('lets an explicit prop win over the provider', () => {
    render(
      <LabelsProvider labels={swedish}>
        <Pagination sum={24} total={130} onLoadMore={() => {}} loadMoreLabel="Fler produkter" />
        <QuantityStepper value={2} onChange={() => {}} label="Antal soffor" />
      </LabelsProvider>,
    );
    expect(screen.getByRole('button', { name: 'Fler produkter' })).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Antal soffor' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Minska antal' })).toBeInTheDocument();
  });

  it('lets a nested provider override only the words it sets', () => {
    render(
      <LabelsProvider labels={swedish}>
        <LabelsProvider labels={{ quantity: 'Hur många', loadMore: undefined }}>
          {stepper}
          {pagination}
        </LabelsProvider>
      </LabelsProvider>,
    );
    expect(screen.getByRole('spinbutton', { name: 'Hur många' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Minska antal' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Visa fler' })).toBeInTheDocument();
  });

  it('shows the English defaults without a provider', () => {
    render(
      <>
        {pagination}
        {stepper}
        {noImage}
      </>,
    );
    expect(screen.getByRole('button', { name: 'Load more' })).toBeInTheDocument();
    expect(screen.getByText('Showing 24 of 130')).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Decrease quantity' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'No image' })).toBeInTheDocument();
  });

  it("words a field's validation verdict with the provider's text for its code", () => {
    render(
      <LabelsProvider labels={swedish}>
        <TextField label="E-post" validation="email" defaultValue="anna@" />
      </LabelsProvider>,
    );
    const input = screen.getByRole('textbox', { name: 'E-post' });
    fireEvent.blur(input);
    expect(input).toHaveAccessibleDescription('Du måste ange en giltig e-postadress');
  });

  it('words the validation codes as spec section 5 does, word for word, without a provider', () => {
    expect(englishUiLabels.validation).toEqual({
      email: 'You have to enter a valid email',
      passwordRequired: 'You have to enter a password',
      passwordStrength: 'password too weak',
      passwordMatch: 'The passwords does not match',
      required: 'This field is required',
      // The spec names the personal ID rule without wording it.
      personalId: 'You have to enter a valid personal ID',
    });
    render(<TextField label="City" validation="empty" />);
    fireEvent.blur(screen.getByRole('textbox', { name: 'City' }));
    expect(screen.getByText('This field is required')).toBeInTheDocument();
  });

  it('hands the words to components of the app through useUiLabels', () => {
    function Closing() {
      return <span>{useUiLabels().close}</span>;
    }
    render(
      <>
        <Closing />
        <LabelsProvider labels={{ close: 'Stäng' }}>
          <Closing />
        </LabelsProvider>
      </>,
    );
    expect(screen.getByText('Close')).toBeInTheDocument();
    expect(screen.getByText('Stäng')).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <LabelsProvider labels={swedish}>
        {pagination}
        {stepper}
      </LabelsProvider>,
    );
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
