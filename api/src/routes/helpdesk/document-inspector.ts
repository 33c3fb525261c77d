import { Transform, type TransformCallback } from 'node:stream';
import { HttpError } from '../../plugins/errors.ts';
import { DOCUMENT_LIMITS, type DocumentKind } from '../../schemas/helpdesk.ts';

export const CONTENT_TYPES: Record<DocumentKind, string> = {
  PDF: 'application/pdf',
  JPEG: 'image/jpeg',
  PNG: 'image/png',
  DOCX: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  XLSX: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

const SIGNATURES: ReadonlyArray<[Buffer, DocumentKind | 'ZIP']> = [
  [Buffer.from('%PDF-'), 'PDF'],
  [Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), 'PNG'],
  [Buffer.from([0xff, 0xd8, 0xff]), 'JPEG'],
  [Buffer.from([0x50, 0x4b, 0x03, 0x04]), 'ZIP'],
];
const HEAD_BYTES = 8;
// DOCX and XLSX are ZIP packages; the part names in their entry headers say which one it is.
const WORD_PART = Buffer.from('word/document.xml');
const SHEET_PART = Buffer.from('xl/workbook.xml');
const OVERLAP = Math.max(WORD_PART.length, SHEET_PART.length);

const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));

export const fileTooLarge = (fileName: string) =>
  new HttpError(
    413,
    'FILE_TOO_LARGE',
    `Файл «${fileName}» больше ${megabytes(DOCUMENT_LIMITS.maxFileBytes)} МБ`,
    { file_name: fileName, limit: 'FILE_SIZE', max_bytes: DOCUMENT_LIMITS.maxFileBytes },
  );

export const unsupportedType = (fileName: string) =>
  new HttpError(
    422,
    'UNSUPPORTED_FILE_TYPE',
    `Файл «${fileName}» не PDF, JPEG, PNG, DOCX или XLSX`,
    { file_name: fileName, limit: 'FILE_TYPE', types: DOCUMENT_LIMITS.types },
  );

export const tooManyFiles = () =>
  new HttpError(
    413,
    'TOO_MANY_FILES',
    `Можно приложить не больше ${DOCUMENT_LIMITS.maxFiles} файлов`,
    { limit: 'FILE_COUNT', max_files: DOCUMENT_LIMITS.maxFiles },
  );

/**
 * Passes a document through while checking it: the type from its first bytes (anything else fails
 * at once), the size as it grows (fails the moment it passes the limit). A ZIP package that turns
 * out to be neither DOCX nor XLSX fails at its end. `kind` and `size` are final once it ended.
 */
export class DocumentInspector extends Transform {
  kind: DocumentKind | null = null;
  size = 0;
  /** The first bytes, held back until the type is known; null after. */
  private pending: Buffer | null = Buffer.alloc(0);
  private zip = false;
  private tail = Buffer.alloc(0);
  private readonly fileName: string;
  private readonly maxBytes: number;

  constructor(fileName: string, maxBytes: number = DOCUMENT_LIMITS.maxFileBytes) {
    super();
    this.fileName = fileName;
    this.maxBytes = maxBytes;
  }

  get contentType(): string {
    return this.kind ? CONTENT_TYPES[this.kind] : 'application/octet-stream';
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.size += chunk.length;
    if (this.size > this.maxBytes) return done(fileTooLarge(this.fileName));
    if (!this.pending) {
      this.scan(chunk);
      return done(null, chunk);
    }
    const head = Buffer.concat([this.pending, chunk]);
    if (head.length < HEAD_BYTES) {
      this.pending = head;
      return done();
    }
    this.pending = null;
    const refused = this.recognise(head);
    if (refused) return done(refused);
    this.scan(head);
    done(null, head);
  }

  override _flush(done: TransformCallback): void {
    if (this.pending) {
      const head = this.pending;
      this.pending = null;
      const refused = this.recognise(head);
      if (refused) return done(refused);
      this.scan(head);
      this.push(head);
    }
    if (this.zip && !this.kind) return done(unsupportedType(this.fileName));
    done();
  }

  private recognise(head: Buffer): HttpError | null {
    const match = SIGNATURES.find(([signature]) =>
      head.subarray(0, signature.length).equals(signature),
    );
    if (!match) return unsupportedType(this.fileName);
    if (match[1] === 'ZIP') this.zip = true;
    else this.kind = match[1];
    return null;
  }

  private scan(chunk: Buffer): void {
    if (!this.zip || this.kind) return;
    const window = Buffer.concat([this.tail, chunk]);
    if (window.includes(WORD_PART)) this.kind = 'DOCX';
    else if (window.includes(SHEET_PART)) this.kind = 'XLSX';
    this.tail = window.subarray(Math.max(0, window.length - OVERLAP));
  }
}
