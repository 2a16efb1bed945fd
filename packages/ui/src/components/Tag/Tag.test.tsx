import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { Tag, tagTones } from './Tag';

describe('<Tag />', () => {
  it('is plain text by default', () => {
    render(<Tag>New</Tag>);
    expect(screen.getByText('New').tagName).toBe('SPAN');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('becomes a link when given an address', () => {
    render(<Tag href="/search?q=linen">linen</Tag>);
    expect(screen.getByRole('link', { name: 'linen' })).toHaveAttribute('href', '/search?q=linen');
  });

  it('stays text when its address is a javascript: URL', () => {
    render(<Tag href="javascript:alert(1)">Sofa</Tag>);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Sofa').tagName).toBe('SPAN');
  });

  it('draws each tone with its own class', () => {
    const { container } = render(
      <>
        {tagTones.map((tone) => (
          <Tag key={tone} tone={tone}>
            {tone}
          </Tag>
        ))}
      </>,
    );
    const classes = [...container.children].map((node) => node.className);
    expect(new Set(classes).size).toBe(tagTones.length);
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <>
        <Tag tone="discount">-20 %</Tag>
        <Tag href="/search?q=oak">oak</Tag>
      </>,
    );
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
