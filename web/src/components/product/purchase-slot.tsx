import { createContext, useContext, type ReactNode } from 'react';

/** What a buying control needs to know about the product it sits on. */
export interface PurchasableProduct {
  id: string;
  title: string;
  sku: string;
  brand: string | null;
  category: string | null;
  /** The visitor's price of one piece, in the base currency. */
  price: number;
  /** False when the product cannot be bought (out of stock). */
  available: boolean;
}

/** Where the control stands: a grid tile or wide row, a compact line, or the product page. */
export type PurchasePlacement = 'card' | 'line' | 'page';

/**
 * Renders the buying control of a product (the cart's add button). Shared product pieces show it
 * through this context, so they need no import of the cart feature; the app provides it.
 */
export type PurchaseSlot = (product: PurchasableProduct, placement: PurchasePlacement) => ReactNode;

export const PurchaseSlotContext = createContext<PurchaseSlot | null>(null);

/** The app's buying control for a product, or nothing outside a provider. */
export function usePurchaseSlot(): PurchaseSlot {
  return useContext(PurchaseSlotContext) ?? (() => null);
}
