import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DocumentUploader } from './DocumentUploader.tsx';
import { splitErrors } from './messages.ts';
import type { DocumentItem } from './useDocumentUploads.ts';

const limits = { maxFileBytes: 10 * 1024 * 1024, maxFiles: 2 };
const types = ['PDF', 'PNG'];
const item = (patch: Partial<DocumentItem>): DocumentItem => ({
  key: 1,
  name: 'scan.pdf',
  size: 2048,
  state: 'uploading',
  progress: 0.4,
  documentId: null,
  errorCode: null,
  ...patch,
});

const render = (items: DocumentItem[], full = false) =>
  renderToStaticMarkup(
    <DocumentUploader
      limits={limits}
      types={types}
      items={items}
      full={full}
      error={null}
      onAdd={() => undefined}
      onRemove={() => undefined}
    />,
  );

describe('DocumentUploader', () => {
  it('says the limits before any file is chosen', () => {
    expect(render([])).toContain('До 2 файлов, каждый до 10 МБ: PDF, PNG');
  });

  it('shows the progress of an upload and offers to cancel it', () => {
    const html = render([item({})]);
    expect(html).toContain('aria-valuenow="40"');
    expect(html).toContain('aria-label="Отменить загрузку scan.pdf"');
  });

  it('puts a refusal next to its file', () => {
    const html = render([
      item({ key: 1, name: 'big.pdf', state: 'refused', errorCode: 'FILE_TOO_LARGE' }),
      item({ key: 2, name: 'app.pdf', state: 'refused', errorCode: 'UNSUPPORTED_FILE_TYPE' }),
    ]);
    expect(html).toMatch(
      /big\.pdf.*Файл больше 10 МБ.*app\.pdf.*Это не PDF, JPEG, PNG, DOCX или XLSX/s,
    );
    expect(html).toContain('aria-label="Удалить big.pdf"');
  });

  it('stops taking files at the count limit and says so', () => {
    const html = render([item({ state: 'uploaded', documentId: 'd' })], true);
    expect(html).toMatch(
      /<button[^>]*disabled=""[^>]*>Можно приложить не больше 2 файлов<\/button>/,
    );
  });
});

describe('splitErrors', () => {
  it('puts a refusal under its field by code and the rest on the form', () => {
    expect(
      splitErrors([
        { field: ['phone'], message: 'API', code: 'INVALID_PHONE' },
        { field: [], message: 'API', code: 'RATE_LIMITED' },
      ]),
    ).toEqual({
      fields: { phone: 'Некорректный формат телефона' },
      form: 'Слишком много обращений, попробуйте позже',
    });
  });
});
