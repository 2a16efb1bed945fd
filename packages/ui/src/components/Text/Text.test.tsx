import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { vars } from '../../themes';
import { Text } from './Text';

describe('<Text />', () => {
  it('is a paragraph of running text unless told otherwise', () => {
    render(<Text>Delivered within 2–4 weeks</Text>);
    const text = screen.getByText('Delivered within 2–4 weeks');
    expect(text.tagName).toBe('P');
    expect(getComputedStyle(text).fontSize).toBe(vars.font.size.m);
    expect(getComputedStyle(text).color).toBe(vars.surface.text);
  });

  it('says an error in the critical colour, small, inside a line', () => {
    render(
      <Text as="span" tone="critical" size="s">
        Postal code is not valid
      </Text>,
    );
    const text = screen.getByText('Postal code is not valid');
    expect(text.tagName).toBe('SPAN');
    expect(getComputedStyle(text).color).toBe(vars.color.critical);
    expect(getComputedStyle(text).fontSize).toBe(vars.font.size.s);
  });

  it('has no axe violations', async () => {
    const { container } = render(<Text tone="muted">Art. no. 10234</Text>);
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
