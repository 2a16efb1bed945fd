import { fireEvent, render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { Image, srcSetOf, type ImageProps } from './Image';
import { aspectRatioVar } from './Image.css';
import { imageWidths, servedWidths } from './imageWidths';

const src = (fileName: string, width: number) => `https://img.example/${width}/${fileName}`;
const base: ImageProps = {
  images: ['sofa.jpg', 'sofa-side.jpg'],
  src,
  widths: [640, 320, 960],
  sizes: '(min-width: 1024px) 25vw, 50vw',
  alt: 'Three-seat sofa in green wool',
  aspectRatio: 4 / 5,
};

describe('<Image />', () => {
  it('shows a skeleton under the image until it has loaded', () => {
    const { container } = render(<Image {...base} />);
    const frame = container.firstElementChild as HTMLElement;
    const img = screen.getByRole('img', { name: base.alt });
    expect(frame).toHaveAttribute('aria-busy', 'true');
    expect(frame.querySelector('[aria-hidden="true"]')).not.toBeNull();
    fireEvent.load(img);
    expect(frame).not.toHaveAttribute('aria-busy');
    expect(frame.querySelector('span[aria-hidden="true"]')).toBeNull();
  });

  it('draws the picture as soon as it arrives, before any script marks it loaded (server HTML paints without JavaScript)', () => {
    render(<Image {...base} priority />);
    const img = screen.getByRole('img', { name: base.alt });
    expect(getComputedStyle(img).opacity).not.toBe('0');
    expect(getComputedStyle(img).visibility).not.toBe('hidden');
    expect(getComputedStyle(img).position).toBe('absolute');
  });

  it('loads lazily by default', () => {
    render(<Image {...base} />);
    const img = screen.getByRole('img', { name: base.alt });
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).not.toHaveAttribute('fetchpriority');
  });

  it('loads eagerly with fetchpriority="high" when it is the largest image of the page', () => {
    render(<Image {...base} priority />);
    const img = screen.getByRole('img', { name: base.alt });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it('builds srcset and sizes from the configured widths, smallest first', () => {
    render(<Image {...base} />);
    const img = screen.getByRole('img', { name: base.alt });
    expect(img).toHaveAttribute(
      'srcset',
      'https://img.example/320/sofa.jpg 320w, https://img.example/640/sofa.jpg 640w, https://img.example/960/sofa.jpg 960w',
    );
    expect(img).toHaveAttribute('sizes', base.sizes);
    expect(img).toHaveAttribute('src', 'https://img.example/960/sofa.jpg');
  });

  it('asks only for widths the image service renders (issue 22: a 160 px thumbnail was a 404)', () => {
    render(<Image {...base} widths={[160]} />);
    const img = screen.getByRole('img', { name: base.alt });
    expect(img).toHaveAttribute('srcset', 'https://img.example/320/sofa.jpg 320w');
    expect(img).toHaveAttribute('src', 'https://img.example/320/sofa.jpg');
    expect(srcSetOf('a.jpg', src, [100, 2000, 700])).toBe(
      'https://img.example/320/a.jpg 320w, https://img.example/960/a.jpg 960w, https://img.example/1440/a.jpg 1440w',
    );
    expect(servedWidths([160, 320, 400])).toEqual([320, 640]);
    expect(
      servedWidths([1, 100_000]).every((width) =>
        (imageWidths as readonly number[]).includes(width),
      ),
    ).toBe(true);
  });

  it('keeps the aspect ratio box so nothing shifts while loading', () => {
    const { container } = render(<Image {...base} />);
    const frame = container.firstElementChild as HTMLElement;
    const name = aspectRatioVar.replace(/^var\((.*)\)$/, '$1');
    expect(frame.style.getPropertyValue(name)).toBe(String(4 / 5));
    const css = [...document.querySelectorAll('style')].map((node) => node.textContent).join('\n');
    expect(css).toContain(`aspect-ratio: ${aspectRatioVar}`);
  });

  it.each([null, undefined, []])('shows the placeholder when the image list is %s', (images) => {
    const { container } = render(<Image {...base} images={images} />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('img', { name: base.alt })).toBeInTheDocument();
  });

  it('falls back to the placeholder when the file cannot be loaded', () => {
    const { container } = render(<Image {...base} />);
    fireEvent.error(screen.getByRole('img', { name: base.alt }));
    expect(container.querySelector('img')).toBeNull();
  });

  it('starts over with a skeleton when the file changes', () => {
    const { container, rerender } = render(<Image {...base} />);
    fireEvent.load(screen.getByRole('img', { name: base.alt }));
    rerender(<Image {...base} images={['chair.jpg']} />);
    expect(container.firstElementChild).toHaveAttribute('aria-busy', 'true');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <>
        <Image {...base} />
        <Image {...base} images={null} alt="Armchair" />
      </>,
    );
    const result = await axe.run(container);
    expect(result.violations).toEqual([]);
  });
});
