import { fixtureData } from '@hemma/data/mocks';
import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { ShellTestProviders } from '../../testing';
import { ShopProvidersView } from '../../providers';
import { BrandsPage, groupBrands } from './BrandsPage';

function recordedBrands() {
  const facet = fixtureData('productFilters', 'com', {
    categoryAlias: 'furniture',
  }).products?.filters?.facets?.find((candidate) => candidate?.group === 'b');
  return (facet?.values ?? []).flatMap((value) =>
    value?.url && value.label ? [{ name: value.label, href: value.url, count: value.count }] : [],
  );
}

describe('<BrandsPage />', () => {
  it('links every brand to its list page', () => {
    const brands = recordedBrands();
    render(
      <ShellTestProviders>
        <ShopProvidersView imageBaseUrl="/images" locale="en">
          <BrandsPage title="Brands" brands={brands} locale="en" />
        </ShopProvidersView>
      </ShellTestProviders>,
    );
    for (const brand of brands)
      expect(screen.getByRole('link', { name: brand.name })).toHaveAttribute('href', brand.href);
  });

  it('groups brands by first letter in the language order (Swedish Ö after Z)', () => {
    const brands = [
      { name: 'Öland', href: '/b/oland', count: 1 },
      { name: 'Zeta', href: '/b/zeta', count: 1 },
      { name: 'Atelje', href: '/b/atelje', count: 1 },
      { name: 'Alva', href: '/b/alva', count: 1 },
    ];
    expect(
      groupBrands(brands, 'sv').map((group) => [
        group.letter,
        group.brands.map((brand) => brand.name),
      ]),
    ).toEqual([
      ['A', ['Alva', 'Atelje']],
      ['Z', ['Zeta']],
      ['Ö', ['Öland']],
    ]);
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <ShellTestProviders>
        <BrandsPage title="Brands" brands={recordedBrands()} locale="en" />
      </ShellTestProviders>,
    );
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
