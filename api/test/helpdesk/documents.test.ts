import { request as httpRequest } from 'node:http';
import { readdir, rm } from 'node:fs/promises';
import { beforeEach, describe, expect, it } from 'vitest';
import { databaseKinds } from '../support/db.ts';
import {
  docx,
  executable,
  multipart,
  outboxTo,
  pdf,
  png,
  solvedCaptcha,
  useHelpdeskApp,
  visitorAddresses,
  xlsx,
  zipOf,
  type FilePart,
} from './helpers.ts';

const MB = 1024 * 1024;

describe.each(databaseKinds())('legal-entity orders and their documents on %s', (kind) => {
  const t = useHelpdeskApp(kind);
  const nextIp = visitorAddresses('203.0.113');

  beforeEach(async () => {
    await t.db.query('DELETE FROM helpdesk_documents');
    await t.db.query('DELETE FROM helpdesk_requests');
    await rm(t.uploadsDir, { recursive: true, force: true });
  });

  /** Every file in the storage folder, partial ones included. */
  const storedFiles = async () =>
    (await readdir(t.uploadsDir, { recursive: true, withFileTypes: true }).catch(() => []))
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name);
  const count = async (table: string) =>
    (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]?.n;

  const contact = {
    name: 'Мария Соколова',
    phone: '+7 812 555-00-11',
    email: 'zakupki@stroymontazh.ru',
    company_name: 'ООО «СтройМонтаж»',
  };

  const order = async (
    files: FilePart[],
    fields: Record<string, string | string[]> = {},
    ip = nextIp(),
  ) => {
    const form = multipart({ ...contact, captcha: await solvedCaptcha(t.app), ...fields }, files);
    return t.app.inject({
      method: 'POST',
      url: '/v0/helpdesk/actions/register_legal_entity_order_request',
      headers: { 'x-market-id': 'garwin', ...form.headers },
      payload: form.payload,
      remoteAddress: ip,
    });
  };

  const upload = (file: FilePart, ip = nextIp()) => {
    const form = multipart({}, [file]);
    return t.app.inject({
      method: 'POST',
      url: '/v0/helpdesk/documents',
      headers: { 'x-market-id': 'sprout', ...form.headers },
      payload: form.payload,
      remoteAddress: ip,
    });
  };

  const expectNothingStored = async () => {
    expect(await storedFiles()).toEqual([]);
    expect(await count('helpdesk_documents')).toBe(0);
    expect(await count('helpdesk_requests')).toBe(0);
  };

  it('says the document limits before anything is uploaded', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/v0/helpdesk/documents/limits',
      headers: { 'x-market-id': 'garwin' },
    });
    expect(res.json()).toEqual({
      max_file_bytes: 10 * MB,
      max_files: 5,
      types: ['PDF', 'JPEG', 'PNG', 'DOCX', 'XLSX'],
    });
  });

  it('registers an order with its documents, recognised by their first bytes', async () => {
    const res = await order(
      [
        { field: 'documents[]', name: 'Карточка предприятия.pdf', content: pdf() },
        { field: 'documents[]', name: 'реквизиты', content: docx() },
        { field: 'documents[]', name: 'smeta.bin', content: xlsx() },
      ],
      { product_id: '1' },
    );
    expect(res.statusCode).toBe(200);
    const { id } = res.json<{ id: string }>();
    const { rows } = await t.db.query<{ file_name: string; content_type: string }>(
      'SELECT file_name, content_type FROM helpdesk_documents WHERE request_id = $1::bigint ORDER BY file_name',
      [id],
    );
    expect(rows).toEqual([
      { file_name: 'smeta.bin', content_type: expect.stringContaining('spreadsheetml') },
      { file_name: 'Карточка предприятия.pdf', content_type: 'application/pdf' },
      { file_name: 'реквизиты', content_type: expect.stringContaining('wordprocessingml') },
    ]);
    expect(await storedFiles()).toHaveLength(3);
    const [mail] = await outboxTo(t.app, 'sales@garwin.ru');
    expect(mail?.text).toContain(`Заказ юридического лица № ${id}`);
    expect(mail?.text).toContain('ООО «СтройМонтаж»');
    expect(mail?.text).toContain('Карточка предприятия.pdf');
  });

  it('refuses an 11 MB file, says which limit, and keeps nothing of the request', async () => {
    const res = await order([
      { field: 'documents[]', name: 'ok.png', content: png() },
      { field: 'documents[]', name: 'big.pdf', content: pdf(11 * MB) },
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      code: 'FILE_TOO_LARGE',
      message: 'Файл «big.pdf» больше 10 МБ',
      details: { file_name: 'big.pdf', limit: 'FILE_SIZE' },
    });
    await expectNothingStored();
  });

  it('refuses a renamed executable and a ZIP that is no office document', async () => {
    for (const content of [executable(), zipOf({ 'readme.txt': 'hello' })]) {
      const res = await order([
        { field: 'documents[]', name: 'scan.pdf', content, type: 'application/pdf' },
      ]);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        code: 'UNSUPPORTED_FILE_TYPE',
        details: { file_name: 'scan.pdf', limit: 'FILE_TYPE' },
      });
    }
    await expectNothingStored();
  });

  it('refuses a sixth file', async () => {
    const files = Array.from({ length: 6 }, (_, i) => ({
      field: 'documents[]',
      name: `page-${i + 1}.png`,
      content: png(),
    }));
    const res = await order(files);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'TOO_MANY_FILES', details: { limit: 'FILE_COUNT' } });
    await expectNothingStored();
  });

  it('keeps no file of an order whose fields are refused', async () => {
    const res = await order([{ field: 'documents[]', name: 'a.pdf', content: pdf() }], {
      email: 'zakupki@',
    });
    expect(res.json()).toMatchObject({ code: 'INVALID_EMAIL' });
    const noCaptcha = await order([{ field: 'documents[]', name: 'a.pdf', content: pdf() }], {
      captcha: '',
    });
    expect(noCaptcha.json()).toMatchObject({ code: 'CAPTCHA_REQUIRED' });
    const noCompany = await order([], { company_name: ' ' });
    expect(noCompany.json()).toMatchObject({ code: 'INVALID_COMPANY_NAME' });
    await expectNothingStored();
  });

  it('takes documents uploaded ahead and named by id, within the five-file limit', async () => {
    const staged = [];
    for (const name of ['one.pdf', 'two.png']) {
      const res = await upload({
        field: 'document',
        name,
        content: name.endsWith('pdf') ? pdf() : png(),
      });
      expect(res.statusCode).toBe(200);
      staged.push(res.json<{ id: string; file_name: string; size: number }>());
    }
    expect(staged[1]).toMatchObject({ file_name: 'two.png', content_type: 'image/png' });
    const tooMany = await order(
      Array.from({ length: 4 }, (_, i) => ({
        field: 'documents[]',
        name: `p${i}.png`,
        content: png(),
      })),
      { document_ids: staged.map((d) => d.id) },
    );
    expect(tooMany.json()).toMatchObject({ code: 'TOO_MANY_FILES' });
    expect(await storedFiles()).toHaveLength(2);

    // Staged documents of another market are not found, and the order keeps nothing.
    const elsewhere = await order([], { document_ids: staged.map((d) => d.id) });
    expect(elsewhere.json()).toMatchObject({ code: 'DOCUMENT_NOT_FOUND' });
    expect(await count('helpdesk_requests')).toBe(0);
  });

  it('takes an order as JSON when every document was uploaded ahead', async () => {
    const form = multipart({}, [{ field: 'document', name: 'ustav.pdf', content: pdf() }]);
    const staged = await t.app.inject({
      method: 'POST',
      url: '/v0/helpdesk/documents',
      headers: { 'x-market-id': 'garwin', ...form.headers },
      payload: form.payload,
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/v0/helpdesk/actions/register_legal_entity_order_request',
      headers: { 'x-market-id': 'garwin' },
      payload: {
        ...contact,
        captcha: await solvedCaptcha(t.app),
        document_ids: [staged.json<{ id: string }>().id],
      },
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(200);
    const { id } = res.json<{ id: string }>();
    const { rows } = await t.db.query<{ file_name: string }>(
      'SELECT file_name FROM helpdesk_documents WHERE request_id = $1::bigint',
      [id],
    );
    expect(rows).toEqual([{ file_name: 'ustav.pdf' }]);
  });

  it('claims staged documents of its market once', async () => {
    const form = multipart({}, [{ field: 'document', name: 'inn.pdf', content: pdf() }]);
    const staged = await t.app.inject({
      method: 'POST',
      url: '/v0/helpdesk/documents',
      headers: { 'x-market-id': 'garwin', ...form.headers },
      payload: form.payload,
    });
    const { id: documentId } = staged.json<{ id: string }>();
    const first = await order([], { document_ids: [documentId] });
    expect(first.statusCode).toBe(200);
    const second = await order([], { document_ids: [documentId] });
    expect(second.json()).toMatchObject({ code: 'DOCUMENT_NOT_FOUND' });
  });

  it('refuses a staged upload over the limits, keeping nothing', async () => {
    const big = await upload({
      field: 'document',
      name: 'big.jpg',
      content: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(11 * MB)]),
    });
    expect(big.json()).toMatchObject({ code: 'FILE_TOO_LARGE' });
    const exe = await upload({ field: 'document', name: 'invoice.docx', content: executable() });
    expect(exe.json()).toMatchObject({ code: 'UNSUPPORTED_FILE_TYPE' });
    await expectNothingStored();
  });

  it('leaves nothing behind when the uploader cancels mid-file', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const boundary = '----cancelled';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="document"; filename="scan.pdf"\r\n` +
        'Content-Type: application/pdf\r\n\r\n%PDF-1.7\n',
    );
    const req = httpRequest(`${address}/v0/helpdesk/documents`, {
      method: 'POST',
      headers: {
        'x-market-id': 'garwin',
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(head.length + 5 * MB),
      },
    });
    req.on('error', () => undefined);
    req.write(head);
    req.write(Buffer.alloc(MB, 0x41));
    // Wait until the partial file exists, then go away as a closed browser tab would.
    await expect
      .poll(async () => (await storedFiles()).some((file) => file.endsWith('.part')), {
        timeout: 10_000,
      })
      .toBe(true);
    req.destroy();
    await expect.poll(storedFiles, { timeout: 10_000 }).toEqual([]);
    expect(await count('helpdesk_documents')).toBe(0);
  });
});
