import sharp from 'sharp';
import type { SeedImage } from '../seed/content.ts';
import { artworkSvg, IMAGE_SIZES } from './artwork.ts';

export interface RenderedImage {
  body: Buffer;
  etag: string;
  width: number;
  height: number;
}

/** Renders images to WebP and keeps the most recent ones (a bounded LRU by bytes). */
export class ImageRenderer {
  private readonly cache = new Map<string, RenderedImage>();
  /** Renders under way, so simultaneous requests for one rendition share one resize. */
  private readonly pending = new Map<string, Promise<RenderedImage>>();
  private bytes = 0;
  private readonly maxBytes: number;
  constructor(maxBytes = 64 * 1024 * 1024) {
    this.maxBytes = maxBytes;
  }

  naturalWidth(image: SeedImage): number {
    return IMAGE_SIZES[image.kind].width;
  }

  async render(image: SeedImage, width: number): Promise<RenderedImage> {
    const key = `${image.id}@${width}`;
    const hit = this.cache.get(key);
    if (hit) {
      this.cache.delete(key);
      this.cache.set(key, hit);
      return hit;
    }
    let pending = this.pending.get(key);
    if (!pending) {
      pending = this.renderNew(image, width, key).finally(() => this.pending.delete(key));
      this.pending.set(key, pending);
    }
    return pending;
  }

  private async renderNew(image: SeedImage, width: number, key: string): Promise<RenderedImage> {
    const natural = IMAGE_SIZES[image.kind];
    const height = Math.max(1, Math.round((natural.height * width) / natural.width));
    const density = Math.min(2400, Math.max(18, (72 * width) / natural.width));
    const body = await sharp(Buffer.from(artworkSvg(image)), { density })
      .resize(width, height)
      .webp({ quality: 80 })
      .toBuffer();
    const rendered = { body, width, height, etag: `"${image.id}-${width}-${body.length}"` };
    this.cache.set(key, rendered);
    this.bytes += body.length;
    for (const [oldKey, old] of this.cache) {
      if (this.bytes <= this.maxBytes) break;
      this.cache.delete(oldKey);
      this.bytes -= old.body.length;
    }
    return rendered;
  }
}
