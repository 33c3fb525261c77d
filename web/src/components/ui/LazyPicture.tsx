import type { ReactNode } from 'react';

/**
 * A decorative picture of a card (its text names what it shows) that loads as it nears the
 * screen, or `fallback` when there is none.
 */
export function LazyPicture({
  image,
  width,
  height,
  className,
  fallback,
}: {
  image: { url: string } | null | undefined;
  width: number;
  height: number;
  className?: string | undefined;
  fallback: ReactNode;
}) {
  if (!image) return fallback;
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
