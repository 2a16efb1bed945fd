import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Catalog } from '../catalog/catalog';
import type { ImageSpec } from '../catalog/types';
import { badgeSvg, imageSvg } from './svg';

// The one list of widths, shared with ui's Image (a plain data file, bundled into the API).
import imageWidths from '../../../../contract/imageWidths.json';

export const IMAGE_WIDTHS = imageWidths;
export const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
const landscape: Record<string, number> = { 'hero-': 0.5, 'banner-': 2 / 3, 'about-': 2 / 3 };

export interface RenderedImage {
  body: Buffer;
  contentType: string;
}

/**
 * Pictures are drawn on first request and kept on disk (WebP at a few widths), so the seed stays
 * fast and a restart serves them straight from the cache folder.
 */
export class ImageService {
  private readonly pending = new Map<string, Promise<RenderedImage | null>>();

  constructor(
    private readonly catalog: Catalog,
    private readonly cacheDir: string | null,
  ) {}

  get(kind: string, width: number, fileName: string): Promise<RenderedImage | null> {
    if (
      !(IMAGE_WIDTHS as readonly number[]).includes(width) ||
      !/^[a-z0-9-]+\.webp$/.test(fileName)
    )
      return Promise.resolve(null);
    const key = `${kind}/${width}/${fileName}`;
    let job = this.pending.get(key);
    if (!job) {
      job = this.load(kind, width, fileName).finally(() => this.pending.delete(key));
      this.pending.set(key, job);
    }
    return job;
  }

  private svgFor(kind: string, width: number, fileName: string): string | null {
    if (kind === 'product' || kind === 'cms') {
      const spec = this.catalog.imagesByFileName.get(fileName);
      if (!spec) return null;
      const ratio =
        Object.entries(landscape).find(([prefix]) => fileName.startsWith(prefix))?.[1] ?? 1;
      return imageSvg(spec, width, Math.round(width * ratio));
    }
    if (kind === 'category') {
      const category = this.catalog.data.categories.find(
        (candidate) => candidate.primaryImage === fileName,
      );
      if (!category) return null;
      const product = this.catalog.data.products.find((candidate) =>
        this.catalog.productCategoryIds.get(candidate.productId)?.has(category.categoryId),
      );
      const spec = product ? this.catalog.imagesByFileName.get(product.images[1] ?? '') : undefined;
      const fallback: ImageSpec = {
        fileName,
        shape: 'scene-living',
        colour: '#9a9a96',
        accent: '#efe9df',
        scene: 'room',
        seed: category.categoryId,
      };
      return imageSvg({ ...(spec ?? fallback), fileName }, width, Math.round(width * (2 / 3)));
    }
    if (kind === 'logo') {
      const brand = this.catalog.data.brands.find((candidate) => candidate.logo === fileName);
      const option = [
        ...this.catalog.data.shippingOptions,
        ...this.catalog.data.paymentOptions,
      ].find((candidate) => candidate.logo === fileName);
      const label = brand?.name ?? option?.displayName.en;
      return label ? badgeSvg(label, width, Math.round(width / 3)) : null;
    }
    return null;
  }

  private async load(kind: string, width: number, fileName: string): Promise<RenderedImage | null> {
    const file = this.cacheDir ? join(this.cacheDir, kind, String(width), fileName) : null;
    if (file) {
      try {
        return { body: await readFile(file), contentType: 'image/webp' };
      } catch {
        // not drawn yet
      }
    }
    const svg = this.svgFor(kind, width, fileName);
    if (!svg) return null;
    // Lossless: the pictures are flat-colour drawings, which lossless WebP stores in about the same
    // bytes as quality 80 without its ringing at every edge (and screenshots of them stay small).
    const body = await sharp(Buffer.from(svg)).webp({ lossless: true }).toBuffer();
    if (file) {
      await mkdir(join(file, '..'), { recursive: true });
      const temporary = `${file}.${process.pid}.tmp`;
      await writeFile(temporary, body);
      await rename(temporary, file);
    }
    return { body, contentType: 'image/webp' };
  }
}
