import type { SeedImage } from '../seed/content.ts';
import { IMAGE_SIZES } from './artwork.ts';

/**
 * The widths the store's pages ask for (`url(width: …)` in web/src), plus
 * each kind's natural width. Only these are rendered, so every rendition is cached and a client
 * cannot make the API resize to arbitrary widths.
 */
export const IMAGE_WIDTHS: readonly number[] = [
  80, 120, 160, 240, 300, 320, 480, 640, 740, 800, 960, 1200, 1515,
];

export function servesWidth(image: SeedImage, width: number): boolean {
  return IMAGE_WIDTHS.includes(width) || IMAGE_SIZES[image.kind].width === width;
}
