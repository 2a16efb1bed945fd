import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HomeHero } from './HomeHero';

describe('<HomeHero />', () => {
  it('labels its region by the page heading', () => {
    render(<HomeHero title="Hemma" lead="Made to last" actionLabel="Shop" />);
    expect(screen.getByRole('region', { name: 'Hemma' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Shop' })).toBeInTheDocument();
  });
});
