import type { WidgetImageFragment } from '@hemma/data';
import { describe, expect, it } from 'vitest';
import { imageSource, presentImages, sizesForColumns } from './imageSource';

const url = (fileName: string, width: number) => `https://img.test/${width}/${fileName}`;

/** A widget image as the API sends it; without a size when the API knows none. */
function image(
  fileName: string,
  size?: { imageWidth: number; imageHeight: number },
): WidgetImageFragment {
  const largestSize = size ? { ...size, imageRatio: size.imageWidth / size.imageHeight } : null;
  return { fileName, largestSize, sizes: largestSize ? [largestSize] : null };
}

describe('imageSource', () => {
  it('offers every width up to the largest size, and the largest size itself', () => {
    const source = imageSource(
      image('sofa.jpg', { imageWidth: 1200, imageHeight: 800 }),
      [480, 1024, 1920],
      url,
    );
    expect(source.srcSet).toBe(
      'https://img.test/480/sofa.jpg 480w, https://img.test/1024/sofa.jpg 1024w, https://img.test/1200/sofa.jpg 1200w',
    );
    expect(source.src).toBe('https://img.test/1024/sofa.jpg');
    expect([source.width, source.height]).toEqual([1200, 800]);
  });

  it('offers every width when the largest size is unknown', () => {
    const source = imageSource(image('lamp.jpg'), [640, 320], url);
    expect(source.srcSet).toBe(
      'https://img.test/320/lamp.jpg 320w, https://img.test/640/lamp.jpg 640w',
    );
    expect(source.src).toBe('https://img.test/640/lamp.jpg');
  });
});

describe('sizesForColumns', () => {
  it('spans the viewport up to the container width for one column', () => {
    expect(sizesForColumns(1, 768, 1920)).toBe('(min-width: 1920px) 1920px, 100vw');
  });
  it('takes a share of the viewport from tablet up for several columns', () => {
    expect(sizesForColumns(4, 768, 1920)).toBe(
      '(min-width: 1920px) 480px, (min-width: 768px) 25vw, 100vw',
    );
  });
});

describe('presentImages', () => {
  it('drops the empty entries the API may send', () => {
    expect(presentImages([null, image(''), image('a.jpg')])).toEqual([image('a.jpg')]);
  });
});
