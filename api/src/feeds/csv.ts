/**
 * A small CSV reader for back-office feeds: the delimiter is taken from the header line (`;` as
 * spreadsheets in Russian locales write, `,` or a tab), fields may be quoted with `"` (a doubled
 * quote inside is one quote), a byte-order mark and blank lines are skipped.
 */
export interface CsvRow {
  /** 1-based line number in the file, for messages. */
  line: number;
  cells: string[];
}

function delimiterOf(header: string): string {
  const counts = [';', ',', '\t'].map((d) => [d, header.split(d).length] as const);
  counts.sort((a, b) => b[1] - a[1]);
  return counts[0]?.[0] ?? ',';
}

function splitLine(line: string, delimiter: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === delimiter) {
      cells.push(cell.trim());
      cell = '';
    } else cell += ch;
  }
  cells.push(cell.trim());
  return cells;
}

/** The header (lower-cased names) and the data rows of a CSV text. */
export function parseCsv(text: string): { header: string[]; rows: CsvRow[] } {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const headerIndex = lines.findIndex((l) => l.trim() !== '');
  if (headerIndex < 0) return { header: [], rows: [] };
  const delimiter = delimiterOf(lines[headerIndex] ?? '');
  const header = splitLine(lines[headerIndex] ?? '', delimiter).map((h) => h.toLowerCase());
  const rows: CsvRow[] = [];
  for (let i = headerIndex + 1; i < lines.length; i++) {
    const line = lines[i] ?? '';
    if (line.trim() === '') continue;
    rows.push({ line: i + 1, cells: splitLine(line, delimiter) });
  }
  return { header, rows };
}
