import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { TextWidget } from './TextWidget';

describe('<TextWidget />', () => {
  it('renders its title as a heading and its text', () => {
    render(<TextWidget title="Sofas" text="Deep seats" />);
    expect(screen.getByRole('heading', { name: 'Sofas' })).toBeInTheDocument();
    expect(screen.getByText('Deep seats')).toBeInTheDocument();
  });

  it('renders nothing without title and text', () => {
    const { container } = render(<TextWidget />);
    expect(container).toBeEmptyDOMElement();
  });

  it('has no axe violations', async () => {
    const { container } = render(<TextWidget title="Sofas" text="Deep seats" />);
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
