import { useEffect } from 'react';
import { pushEcommerce, type EcommerceProduct } from './data-layer.ts';

/** Reports a product page view once per product (renders nothing). */
export function ProductDetailEvent({ product }: { product: EcommerceProduct }) {
  const { id } = product;
  useEffect(() => {
    pushEcommerce('detail', [product]);
    // Once per product: a re-render with new prices is the same view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id]);
  return null;
}
