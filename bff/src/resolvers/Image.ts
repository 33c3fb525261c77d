import type { ImageResolvers } from '../__generated__/resolvers-types.ts';

/** Only the id travels from the REST API; the address is derived here. */
export interface ImageParent {
  id: string;
}

export const Image: ImageResolvers = {
  id: (image) => image.id,
  url: (image, { width }) =>
    `/images/${encodeURIComponent(image.id)}${width ? `?width=${Math.max(16, Math.min(3000, width))}` : ''}`,
};
