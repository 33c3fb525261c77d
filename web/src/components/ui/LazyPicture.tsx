import type { ReactNode } from 'react';

/**
 * A decorative picture of a card (its text names what it shows) that loads as it nears the
 * screen, or its children when there is none.
 */
export function LazyPicture({
  image,
  size: [width, height],
  className,
  children,
}: {
  image: { url: string } | null | undefined;
  /** Width and height in CSS pixels. */
  size: readonly [number, number];
  className?: string | undefined;
  children: ReactNode;
}) {
  if (!image) return children;
  return (
    <img
      src={image.url}
      alt=""
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      className={className}
    />
  );
}
