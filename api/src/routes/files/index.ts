import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Sql } from '../../db/types.ts';
import { textPdf } from '../../files/pdf.ts';
import { transliterate } from '../../text/transliterate.ts';
import { notFound } from '../../plugins/errors.ts';
import { ApiErrorSchema } from '../../schemas/common.ts';

const KINDS = { manual: 'Operating manual', certificate: 'Certificate of conformity' } as const;
const FILE = /^(?<sku>[A-Za-z0-9-]+)-(?<kind>manual|certificate)\.pdf$/;

/** The documents of the product pages (`/files/datasheets/{sku}-{manual|certificate}.pdf`). */
export const fileRoutes =
  (db: Sql): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/files/datasheets/:file',
      {
        schema: {
          tags: ['files'],
          summary: 'A product document as PDF',
          params: z.object({ file: z.string().min(1).max(200) }),
          response: { 200: z.any().describe('application/pdf bytes'), 404: ApiErrorSchema },
        },
      },
      async (request, reply) => {
        const match = FILE.exec(request.params.file);
        const sku = match?.groups?.sku;
        const kind = match?.groups?.kind as keyof typeof KINDS | undefined;
        if (!sku || !kind) throw notFound('Документ');
        const { rows } = await db.query<{ title: string; brand: string }>(
          `SELECT p.title, b.title AS brand FROM products p JOIN brands b ON b.id = p.brand_id
           WHERE p.sku = $1`,
          [sku],
        );
        const product = rows[0];
        if (!product) throw notFound('Документ');
        const pdf = textPdf([
          transliterate(product.title),
          `${KINDS[kind]} - ${transliterate(product.brand)}, SKU ${sku}`,
        ]);
        return reply
          .header('content-type', 'application/pdf')
          .header('x-content-type-options', 'nosniff')
          .header('content-disposition', `inline; filename="${request.params.file}"`)
          .header('cache-control', 'public, max-age=86400')
          .send(pdf);
      },
    );
  };
