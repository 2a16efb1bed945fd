import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { widgetArgs } from '../mocks/widgetArgs';
import { textWidget } from '../mocks/widgetFixtures';
import { TextWidget, textWidgetSchema } from './TextWidget';

const props = widgetArgs(textWidgetSchema, textWidget);

describe('<TextWidget />', () => {
  it('renders its title as a heading and its text', () => {
    render(<TextWidget {...props} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Made to be lived with' })).toBeInTheDocument();
    expect(screen.getByText(/Solid wood, wool and linen/)).toBeInTheDocument();
  });

  it('gives the first widget of the area the page heading (h1)', () => {
    render(<TextWidget {...props} isFirst />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Made to be lived with');
  });

  it('renders nothing without title and text', () => {
    const { container } = render(<TextWidget {...props} configuration={{ textAlignment: 'center' }} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('centres text unless configured otherwise', () => {
    expect(textWidgetSchema.parse({}).textAlignment).toBe('center');
  });

  it('has no axe violations', async () => {
    const { container } = render(<TextWidget {...props} />);
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
