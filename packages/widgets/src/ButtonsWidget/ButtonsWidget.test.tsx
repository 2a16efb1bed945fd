import { render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { widgetArgs } from '../mocks/widgetArgs';
import { buttonsWidget } from '../mocks/widgetFixtures';
import { ButtonsWidget } from './ButtonsWidget';
import { buttonsWidgetSchema } from './ButtonsWidget.schema';

const props = widgetArgs(buttonsWidgetSchema, buttonsWidget);

describe('<ButtonsWidget />', () => {
  it('renders each configured button as a link in a navigation', () => {
    render(<ButtonsWidget {...props} />);
    const navigation = screen.getByRole('navigation', {
      name: 'Sofas and armchairs, Lighting, Textiles',
    });
    const links = within(navigation).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Sofas and armchairs', '/c/furniture/sofas'],
      ['Lighting', '/c/lighting'],
      ['Textiles', '/c/textiles'],
    ]);
  });

  it('names the navigation by its title when it has one', () => {
    render(
      <ButtonsWidget
        {...props}
        configuration={{ ...props.configuration, title: 'Shop by room' }}
      />,
    );
    expect(screen.getByRole('navigation', { name: 'Shop by room' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Shop by room' })).toBeInTheDocument();
  });

  it('opens external links in a new tab without access to this page', () => {
    const configuration = buttonsWidgetSchema.parse({
      buttons: [{ text: 'Our story', href: 'https://stories.hemma.se' }],
    });
    render(<ButtonsWidget {...props} configuration={configuration} />);
    const link = screen.getByRole('link', { name: /^Our story.*opens in a new tab/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('needs at least one button, and no javascript: link passes', () => {
    expect(buttonsWidgetSchema.safeParse({ buttons: [] }).success).toBe(false);
    expect(
      buttonsWidgetSchema.safeParse({ buttons: [{ text: 'x', href: 'javascript:alert(1)' }] })
        .success,
    ).toBe(false);
  });

  it('has no axe violations', async () => {
    const { container } = render(<ButtonsWidget {...props} />);
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
