/** An image in several widths, for `<img srcset sizes>` and its preload link. */
export interface ResponsiveImage {
  /** The widest rendition, for browsers that take no `srcset`. */
  src: string;
  srcSet: string;
  sizes: string;
}

/**
 * The renditions of one image by their width in pixels, and the width the layout draws it at
 * (`sizes`), so the browser fetches the smallest one that is sharp on its screen.
 */
export function responsiveImage(
  renditions: Record<number, string>,
  sizes: string,
): ResponsiveImage {
  const widths = Object.keys(renditions)
    .map(Number)
    .sort((a, b) => a - b);
  return {
    src: renditions[widths[widths.length - 1] ?? 0] ?? '',
    srcSet: widths.map((width) => `${renditions[width]} ${width}w`).join(', '),
    sizes,
  };
}
