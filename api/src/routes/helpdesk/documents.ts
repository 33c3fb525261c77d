import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addSeconds } from '../../auth/clock.ts';
import { HttpError } from '../../plugins/errors.ts';
import {
  claimStagedDocuments,
  countDocumentsFromIpSince,
  insertDocument,
  purgeStagedBefore,
} from '../../repositories/helpdesk/documents.ts';
import { findProductBrief } from '../../repositories/helpdesk/products.ts';
import { countRequestsFromIpSince, insertRequest } from '../../repositories/helpdesk/requests.ts';
import { PUBLIC_MAX_AGE } from '../../plugins/public-cache.ts';
import {
  DOCUMENT_LIMITS,
  DocumentLimitsSchema,
  HelpdeskDocumentSchema,
  HelpdeskReceiptSchema,
} from '../../schemas/helpdesk.ts';
import { errorAnswers, storeRoute } from '../store-route.ts';
import { admit, tooManyRequests } from './admission.ts';
import { checkContact } from './contact.ts';
import { tooManyFiles } from './document-inspector.ts';
import type { HelpdeskOptions } from './options.ts';
import { receiveForm, removeAll, type ReceivedDocument } from './receive.ts';
import { mailSales } from './sales-mail.ts';
import {
  COMPANY_NAME_REQUIRED_MESSAGE,
  DOCUMENT_NOT_FOUND_MESSAGE,
  PRODUCT_NOT_FOUND_MESSAGE,
} from '../../rules/messages/helpdesk.ts';

const refusable = storeRoute('helpdesk', errorAnswers(400, 404, 413, 422, 429, 503));
const limitsRoute = storeRoute('helpdesk', {}, PUBLIC_MAX_AGE.limits);

/** Staged documents no order claimed within a day are removed with their files. */
const STAGED_TTL_SECONDS = 86_400;

const LIMITS_TEXT = `up to ${DOCUMENT_LIMITS.maxFiles} files of up to ${
  DOCUMENT_LIMITS.maxFileBytes / 1024 / 1024
} MB, ${DOCUMENT_LIMITS.types.join(', ')} recognised by their first bytes`;

const LegalEntityOrderFields = z.object({
  product_id: z.coerce.number().int().positive().optional(),
  name: z.string().max(100),
  phone: z.string().max(40),
  email: z.string().max(320),
  company_name: z.string().trim().max(200),
  captcha: z.string().max(20_000).optional(),
  document_ids: z.array(z.uuid()).max(DOCUMENT_LIMITS.maxFiles),
});

const one = (fields: Map<string, string[]>, name: string) => fields.get(name)?.[0];
const idsOf = (fields: Map<string, string[]>) => [
  ...(fields.get('document_ids') ?? []),
  ...(fields.get('document_ids[]') ?? []),
];

/**
 * The fields of an order sent as JSON (documents uploaded ahead, named in `document_ids`), in the
 * shape multipart fields take.
 */
function fieldsOfJson(body: unknown): Map<string, string[]> {
  const fields = new Map<string, string[]>();
  if (typeof body !== 'object' || body === null) return fields;
  for (const [name, value] of Object.entries(body)) {
    if (Array.isArray(value)) fields.set(name, value.map(String));
    else if (value !== null && value !== undefined) fields.set(name, [String(value)]);
  }
  return fields;
}

function parseOrderFields(fields: Map<string, string[]>) {
  const parsed = LegalEntityOrderFields.safeParse({
    product_id: one(fields, 'product_id') || undefined,
    name: one(fields, 'name') ?? '',
    phone: one(fields, 'phone') ?? '',
    email: one(fields, 'email') ?? '',
    company_name: one(fields, 'company_name') ?? '',
    captcha: one(fields, 'captcha') || undefined,
    document_ids: idsOf(fields),
  });
  if (!parsed.success) {
    throw new HttpError(400, 'VALIDATION_FAILED', 'Запрос не прошёл проверку', {
      fields: parsed.error.issues.map((issue) => issue.path.join('.')),
    });
  }
  if (!parsed.data.company_name) {
    throw new HttpError(400, 'INVALID_COMPANY_NAME', COMPANY_NAME_REQUIRED_MESSAGE, {
      fields: ['company_name'],
    });
  }
  return parsed.data;
}

const toDocument = (doc: ReceivedDocument) => ({
  id: doc.id,
  file_name: doc.fileName,
  content_type: doc.contentType,
  size: doc.size,
});

/**
 * Documents: uploaded one by one ahead of the order (so each has its own progress and can be
 * cancelled alone) and named by id in the order, or sent inside the order itself as documents[].
 */
export const helpdeskDocumentRoutes: FastifyPluginAsyncZod<HelpdeskOptions> = async (
  app,
  { markets, storage, hourlyLimit, documentHourlyLimit },
) => {
  const db = app.auth.db;

  app.get(
    '/v0/helpdesk/documents/limits',
    limitsRoute('The limits of documents, to say them before the buyer uploads', {
      response: { 200: DocumentLimitsSchema },
    }),
    async () => ({
      max_file_bytes: DOCUMENT_LIMITS.maxFileBytes,
      max_files: DOCUMENT_LIMITS.maxFiles,
      types: [...DOCUMENT_LIMITS.types],
    }),
  );

  app.post(
    '/v0/helpdesk/documents',
    refusable('Upload one document (multipart field "document") for a legal-entity order', {
      description: `One file, ${LIMITS_TEXT}. A refused file is not kept. Unclaimed documents are removed after a day.`,
      consumes: ['multipart/form-data'],
      response: { 200: HelpdeskDocumentSchema },
    }),
    async (request) => {
      const now = app.auth.clock();
      const since = addSeconds(now, -3600);
      if ((await countDocumentsFromIpSince(db, request.ip, since)) >= documentHourlyLimit) {
        throw new HttpError(429, 'TOO_MANY_DOCUMENTS', 'Слишком много файлов, попробуйте позже');
      }
      await removeAll(
        storage,
        (await purgeStagedBefore(db, addSeconds(now, -STAGED_TTL_SECONDS))).map((storageKey) => ({
          storageKey,
        })),
      );
      const { documents } = await receiveForm(request, storage, request.market, () => 0, 1);
      const [doc] = documents;
      if (!doc) throw new HttpError(400, 'DOCUMENT_REQUIRED', 'Выберите файл');
      try {
        await insertDocument(db, {
          ...doc,
          market: request.market,
          requestId: null,
          clientIp: request.ip,
          now,
        });
      } catch (error) {
        await removeAll(storage, documents);
        throw error;
      }
      return toDocument(doc);
    },
  );

  app.post(
    '/v0/helpdesk/actions/register_legal_entity_order_request',
    refusable('Register an order request of a legal entity, with its documents', {
      description:
        'multipart/form-data: product_id (optional), name, phone, email, company_name, captcha ' +
        '(visitors), documents[] files and/or document_ids of uploaded documents (the same ' +
        'fields may come as a JSON object when every document was uploaded ahead); ' +
        `${LIMITS_TEXT}. A refused request keeps none of its files.`,
      consumes: ['multipart/form-data', 'application/json'],
      response: { 200: HelpdeskReceiptSchema },
    }),
    async (request) => {
      // Refused before a byte of a file is stored when the address is over its limit.
      const since = addSeconds(app.auth.clock(), -3600);
      if ((await countRequestsFromIpSince(db, request.ip, since)) >= hourlyLimit) {
        throw tooManyRequests();
      }
      const { fields, documents } = request.isMultipart()
        ? await receiveForm(request, storage, request.market, (seen) => idsOf(seen).length)
        : { fields: fieldsOfJson(request.body), documents: [] };
      try {
        const input = parseOrderFields(fields);
        if (documents.length + input.document_ids.length > DOCUMENT_LIMITS.maxFiles) {
          throw tooManyFiles();
        }
        const contact = checkContact(input, { phone: true, email: true });
        const product = input.product_id ? await findProductBrief(db, input.product_id) : null;
        if (input.product_id && !product) {
          throw new HttpError(404, 'PRODUCT_NOT_FOUND', PRODUCT_NOT_FOUND_MESSAGE);
        }
        const userId = await admit(app, request, hourlyLimit, input.captcha);
        const now = app.auth.clock();
        const { id, attached } = await db.transaction(async (tx) => {
          const id = await insertRequest(tx, {
            market: request.market,
            kind: 'LEGAL_ENTITY_ORDER',
            userId,
            productId: product?.id ?? null,
            payload: { ...contact, company_name: input.company_name },
            clientIp: request.ip,
            now,
          });
          const claimed = await claimStagedDocuments(tx, request.market, id, input.document_ids);
          if (claimed.length !== new Set(input.document_ids).size) {
            throw new HttpError(404, 'DOCUMENT_NOT_FOUND', DOCUMENT_NOT_FOUND_MESSAGE);
          }
          for (const doc of documents) {
            await insertDocument(tx, {
              ...doc,
              market: request.market,
              requestId: id,
              clientIp: request.ip,
              now,
            });
          }
          const attached = [
            ...claimed.map((d) => `${d.file_name} (${d.size_bytes} байт, ${d.id})`),
            ...documents.map((d) => `${d.fileName} (${d.size} байт, ${d.id})`),
          ];
          return { id, attached };
        });
        await mailSales(app, markets, request.market, 'Заказ юридического лица', id, [
          ['Компания', input.company_name],
          ['Контактное лицо', contact.name],
          ['Телефон', contact.phone],
          ['E-mail', contact.email],
          ['Товар', product && `${product.title} (арт. ${product.sku}, id ${product.id})`],
          ['Документы', attached.join('; ')],
        ]);
        return { id };
      } catch (error) {
        await removeAll(storage, documents);
        throw error;
      }
    },
  );
};
