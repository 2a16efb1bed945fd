import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { baseTokens, minWidth } from '../../themes';
import { Container } from './Container';
import { container } from './Container.css';

const stylesheet = () =>
  [...document.querySelectorAll('style')].map((node) => node.textContent).join('\n');

describe('<Container />', () => {
  it('is 1920 px wide at most by default and 1000 px when narrow (spec constants)', () => {
    render(
      <>
        <Container data-testid="default" />
        <Container data-testid="narrow" width="narrow" />
      </>,
    );
    const variantClass = (width: 'default' | 'narrow') => container({ width }).split(' ').at(-2)!;
    expect(screen.getByTestId('default')).toHaveClass(variantClass('default'));
    expect(screen.getByTestId('narrow')).toHaveClass(variantClass('narrow'));
    const css = stylesheet();
    expect(css).toMatch(
      new RegExp(
        `\\.${variantClass('default')}\\s*\\{\\s*max-width: var\\(--layout-containerMaxWidth`,
      ),
    );
    expect(css).toMatch(
      new RegExp(
        `\\.${variantClass('narrow')}\\s*\\{\\s*max-width: var\\(--layout-containerNarrowMaxWidth`,
      ),
    );
    expect(baseTokens.layout.containerMaxWidth).toBe('1920px');
    expect(baseTokens.layout.containerNarrowMaxWidth).toBe('1000px');
  });

  it('grows its gutters at the tablet, laptop and desktop breakpoints', () => {
    render(<Container />);
    const css = stylesheet();
    for (const query of [minWidth.tablet, minWidth.laptop, minWidth.desktop]) {
      expect(css).toContain(`@media ${query}`);
    }
  });

  it('renders as the element asked for', () => {
    render(<Container as="main">Content</Container>);
    expect(screen.getByRole('main')).toHaveTextContent('Content');
  });

  it('has no axe violations', async () => {
    const { container: root } = render(
      <Container as="section" aria-label="Products">
        Text
      </Container>,
    );
    const result = await axe.run(root);
    expect(result.violations).toEqual([]);
  });
});
