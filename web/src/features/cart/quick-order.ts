import { MAX_QUANTITY } from './useDebouncedQuantity.ts';

/** The most lines one quick order takes (the API's limit). */
export const QUICK_ORDER_MAX_LINES = 500;

export interface QuickOrderLine {
  sku: string;
  quantity: number;
}

export interface ParsedQuickOrder {
  lines: QuickOrderLine[];
  /** Lines that are not «article quantity», as typed. */
  unreadable: string[];
}

/**
 * Reads «article quantity» lines as pasted from a spreadsheet or a CSV file: the article and the
 * quantity are separated by spaces, a tab, a comma or a semicolon; a missing quantity is 1; a
 * header line and empty lines are skipped. Repeated articles are summed.
 */
export function parseQuickOrder(text: string): ParsedQuickOrder {
  const bySku = new Map<string, QuickOrderLine>();
  const unreadable: string[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    const cells = line
      .split(/[\t;,]|\s+/)
      .map((cell) => cell.trim().replace(/^"|"$/g, ''))
      .filter(Boolean);
    const [sku, quantityText = '1'] = cells;
    const quantity = Number(quantityText.replace(/\s/g, ''));
    if (!sku || cells.length > 2 || !Number.isInteger(quantity) || quantity < 1) {
      if (!/^(артикул|sku|article)/i.test(line)) unreadable.push(line);
      continue;
    }
    const known = bySku.get(sku.toUpperCase());
    if (known) known.quantity = Math.min(MAX_QUANTITY, known.quantity + quantity);
    else bySku.set(sku.toUpperCase(), { sku, quantity });
  }
  return { lines: [...bySku.values()], unreadable };
}
