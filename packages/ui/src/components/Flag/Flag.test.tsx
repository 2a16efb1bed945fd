import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { Flag } from './Flag';
import { countryName, flagAspectOf, FlagImage } from './FlagImage';
import { flagSource } from './flagSources';

describe('<Flag />', () => {
  it('finds the artwork by lowercase country code', () => {
    expect(flagSource('se', '4x3')).toMatch(/flags\/4x3\/se\.svg/);
    expect(flagSource('se', '1x1')).toMatch(/flags\/1x1\/se\.svg/);
    expect(flagSource('zz', '4x3')).toBeUndefined();
  });

  it('uses the 4x3 flags by default (spec: 4x3 by default)', () => {
    render(<Flag code="se" />);
    const flag = screen.getByRole('img', { name: 'Sweden' });
    expect(flag).toHaveAttribute('src', expect.stringMatching(/flags\/4x3\/se\.svg/));
    expect(flag).toHaveAttribute('width', '24');
    expect(flag).toHaveAttribute('height', '18');
  });

  it('uses the 1x1 flags for square and circle (spec: 1x1 for square or circle)', () => {
    expect(flagAspectOf('square')).toBe('1x1');
    expect(flagAspectOf('circle')).toBe('1x1');
    expect(flagAspectOf('rectangle')).toBe('4x3');
    render(
      <>
        <Flag code="fi" shape="square" />
        <Flag code="dk" shape="circle" height={24} />
      </>,
    );
    expect(screen.getByRole('img', { name: 'Finland' })).toHaveAttribute(
      'src',
      expect.stringMatching(/1x1\/fi\.svg/),
    );
    const circle = screen.getByRole('img', { name: 'Denmark' });
    expect(circle).toHaveAttribute('src', expect.stringMatching(/1x1\/dk\.svg/));
    expect(circle).toHaveAttribute('width', '24');
  });

  it('names the country in the page language', () => {
    render(<Flag code="de" locale="sv" />);
    expect(screen.getByRole('img', { name: 'Tyskland' })).toBeInTheDocument();
  });

  it('is hidden from screen readers when decorative', () => {
    const { container } = render(<Flag code="no" decorative />);
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
  });

  it('falls back to a neutral box with the code when the country is unknown', () => {
    render(<Flag code="zz" label="Unknown market" />);
    const box = screen.getByRole('img', { name: 'Unknown market' });
    expect(box.tagName).toBe('SPAN');
    expect(box).toHaveTextContent('zz');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <>
        <Flag code="se" />
        <Flag code="gb" shape="circle" />
        <Flag code="zz" />
      </>,
    );
    expect((await axe.run(container)).violations).toEqual([]);
  });
});

describe('<FlagImage />', () => {
  it('draws the artwork it is given, in the shape asked for', () => {
    render(<FlagImage code="se" src="/assets/flags/4x3/se.svg" height={12} />);
    const flag = screen.getByRole('img', { name: 'Sweden' });
    expect(flag).toHaveAttribute('src', '/assets/flags/4x3/se.svg');
    expect(flag).toHaveAttribute('width', '16');
    expect(flag).toHaveAttribute('height', '12');
  });

  it('draws the code in a neutral box when no artwork is given', () => {
    render(<FlagImage code="se" src={undefined} />);
    const box = screen.getByRole('img', { name: 'Sweden' });
    expect(box.tagName).toBe('SPAN');
    expect(box).toHaveTextContent('se');
  });

  it('draws the same as Flag when given the artwork Flag looks up', () => {
    const flag = render(<Flag code="dk" shape="circle" height={24} locale="sv" />);
    const given = render(
      <FlagImage code="dk" shape="circle" height={24} locale="sv" src={flagSource('dk', '1x1')} />,
    );
    expect(given.container.innerHTML).toBe(flag.container.innerHTML);
  });
});

describe('countryName', () => {
  it("names a country in the page's language, whatever the code's case", () => {
    expect(countryName('SE', 'sv')).toBe('Sverige');
    expect(countryName('se', 'en')).toBe('Sweden');
    expect(countryName('FI', 'en')).toBe('Finland');
  });

  it('falls back to the code for an unknown region or language', () => {
    expect(countryName('xy', 'en')).toBe('XY');
    expect(countryName('se', 'not a locale!')).toBe('SE');
  });
});
