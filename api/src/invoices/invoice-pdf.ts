import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { rublesInWords } from './amount-in-words.ts';
import { formatKopecks, vatInside } from './money.ts';
import { paymentString, qrModules, type Payee } from './payment-qr.ts';

const require = createRequire(import.meta.url);
/** DejaVu Sans ships with its Cyrillic glyphs in an npm package, so no system font is needed. */
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

export interface InvoiceSeller extends Payee {
  address: string;
}

export interface InvoiceBuyer {
  title: string;
  inn: string;
  kpp: string | null;
  address: string | null;
}

export interface InvoiceLine {
  title: string;
  sku: string | null;
  quantity: number;
  unit: string;
  priceKopecks: number;
  totalKopecks: number;
}

export interface Invoice {
  number: string;
  date: Date;
  seller: InvoiceSeller;
  buyer: InvoiceBuyer;
  lines: InvoiceLine[];
  /** Discounts of the order, as a positive number of kopecks (0 when none). */
  discountKopecks: number;
  totalKopecks: number;
  vatRate: number;
}

const LEFT = 40;
const WIDTH = 515;

function dateInRussian(date: Date): string {
  return new Intl.DateTimeFormat('ru-RU', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Moscow',
  }).format(date);
}

function requisites(doc: PDFKit.PDFDocument, { seller }: Invoice): void {
  const rows: [string, string][] = [
    ['Банк получателя', seller.bankName],
    ['БИК', seller.bic],
    ['Корр. счёт', seller.correspondentAccount],
    ['Получатель', seller.name],
    ['ИНН / КПП', `${seller.inn} / ${seller.kpp ?? '—'}`],
    ['Расчётный счёт', seller.account],
  ];
  let y = 40;
  doc.fontSize(9);
  for (const [label, value] of rows) {
    doc
      .rect(LEFT, y, 120, 16)
      .rect(LEFT + 120, y, 260, 16)
      .stroke();
    doc.text(label, LEFT + 4, y + 4, { width: 112, lineBreak: false });
    doc.text(value, LEFT + 124, y + 4, { width: 252, lineBreak: false, ellipsis: true });
    y += 16;
  }
}

function qrCode(doc: PDFKit.PDFDocument, invoice: Invoice): void {
  const text = paymentString({
    payee: invoice.seller,
    purpose: `Оплата по счёту № ${invoice.number} от ${dateInRussian(invoice.date)}, в т.ч. НДС ${invoice.vatRate}%`,
    sumKopecks: invoice.totalKopecks,
    payerInn: invoice.buyer.inn,
  });
  const modules = qrModules(text);
  const size = 100;
  const cell = size / (modules.length + 8);
  const x0 = LEFT + WIDTH - size;
  const y0 = 36;
  modules.forEach((row, r) =>
    row.forEach((dark, c) => {
      if (dark) doc.rect(x0 + (c + 4) * cell, y0 + (r + 4) * cell, cell, cell);
    }),
  );
  doc.fill('#000');
  doc.fontSize(7).text('Оплата по QR-коду', x0, y0 + size, { width: size, align: 'center' });
}

function party(doc: PDFKit.PDFDocument, label: string, lines: string[]): void {
  doc.font('bold').fontSize(9).text(label, LEFT, doc.y, { continued: true });
  doc.font('regular').text(` ${lines.filter(Boolean).join(', ')}`, { width: WIDTH });
  doc.moveDown(0.5);
}

const COLUMNS = [
  { title: '№', width: 25, align: 'center' as const },
  { title: 'Товар', width: 250, align: 'left' as const },
  { title: 'Кол-во', width: 50, align: 'right' as const },
  { title: 'Ед.', width: 30, align: 'center' as const },
  { title: 'Цена', width: 75, align: 'right' as const },
  { title: 'Сумма', width: 85, align: 'right' as const },
];

function row(doc: PDFKit.PDFDocument, cells: string[], bold = false): void {
  doc.font(bold ? 'bold' : 'regular').fontSize(8);
  const heights = COLUMNS.map((col, i) =>
    doc.heightOfString(cells[i] ?? '', { width: col.width - 6 }),
  );
  const height = Math.max(...heights) + 6;
  if (doc.y + height > doc.page.height - 60) doc.addPage();
  const y = doc.y;
  let x = LEFT;
  COLUMNS.forEach((col, i) => {
    doc.rect(x, y, col.width, height).stroke();
    doc.text(cells[i] ?? '', x + 3, y + 3, { width: col.width - 6, align: col.align });
    x += col.width;
  });
  doc.x = LEFT;
  doc.y = y + height;
}

function totals(doc: PDFKit.PDFDocument, invoice: Invoice): void {
  const vat = vatInside(invoice.totalKopecks, invoice.vatRate);
  const lines: [string, number][] = [];
  if (invoice.discountKopecks > 0) lines.push(['Скидка:', -invoice.discountKopecks]);
  lines.push(['Итого:', invoice.totalKopecks], [`В том числе НДС ${invoice.vatRate}%:`, vat]);
  lines.push(['Всего к оплате:', invoice.totalKopecks]);
  doc.moveDown(0.5);
  for (const [label, kopecks] of lines) {
    const y = doc.y;
    doc.font('bold').fontSize(9);
    doc.text(label, LEFT, y, { width: WIDTH - 90, align: 'right' });
    doc.text(formatKopecks(kopecks), LEFT + WIDTH - 85, y, { width: 85, align: 'right' });
  }
  doc.moveDown();
  doc
    .font('regular')
    .text(
      `Всего наименований ${invoice.lines.length}, на сумму ${formatKopecks(invoice.totalKopecks)} руб.`,
      LEFT,
      doc.y,
      { width: WIDTH },
    );
  doc.font('bold').text(rublesInWords(invoice.totalKopecks), { width: WIDTH });
  doc.moveDown(2);
  doc.font('regular').text('Руководитель ____________________    Бухгалтер ____________________');
  doc.moveDown();
  doc
    .fontSize(7)
    .text(
      'Оплата этого счёта означает согласие с условиями поставки товара. Счёт действителен в течение пяти банковских дней.',
      { width: WIDTH },
    );
}

/** Renders a счёт на оплату: requisites, the payment QR code, parties, lines, VAT and the total in words. */
export async function renderInvoicePdf(invoice: Invoice): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: LEFT,
    info: { Title: `Счёт на оплату № ${invoice.number}`, Author: invoice.seller.name },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', FONT);
  doc.registerFont('bold', FONT_BOLD);
  doc.font('regular').lineWidth(0.5);

  requisites(doc, invoice);
  qrCode(doc, invoice);
  doc.x = LEFT;
  doc.y = 160;
  doc
    .font('bold')
    .fontSize(14)
    .text(`Счёт на оплату № ${invoice.number} от ${dateInRussian(invoice.date)}`, LEFT, doc.y, {
      width: WIDTH,
    });
  doc
    .moveTo(LEFT, doc.y + 4)
    .lineTo(LEFT + WIDTH, doc.y + 4)
    .lineWidth(1.5)
    .stroke()
    .lineWidth(0.5);
  doc.moveDown();
  const { seller, buyer } = invoice;
  party(doc, 'Поставщик:', [
    seller.name,
    `ИНН ${seller.inn}`,
    seller.kpp ? `КПП ${seller.kpp}` : '',
    seller.address,
  ]);
  party(doc, 'Покупатель:', [
    buyer.title,
    `ИНН ${buyer.inn}`,
    buyer.kpp ? `КПП ${buyer.kpp}` : '',
    buyer.address ?? '',
  ]);
  doc.moveDown(0.5);
  row(
    doc,
    COLUMNS.map((c) => c.title),
    true,
  );
  invoice.lines.forEach((line, i) =>
    row(doc, [
      String(i + 1),
      line.sku ? `${line.title} (арт. ${line.sku})` : line.title,
      String(line.quantity),
      line.unit,
      formatKopecks(line.priceKopecks),
      formatKopecks(line.totalKopecks),
    ]),
  );
  totals(doc, invoice);
  doc.end();
  return done;
}
