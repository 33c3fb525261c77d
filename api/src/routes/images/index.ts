import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Sql } from '../../db/types.ts';
import type { ImageRenderer } from '../../images/render.ts';
import { HttpError, notFound } from '../../plugins/errors.ts';
import { IMAGE_WIDTHS, servesWidth } from '../../images/widths.ts';
import { findImage } from '../../repositories/market/images.ts';
import { ApiErrorSchema } from '../../schemas/common.ts';

/**
 * Serves every seeded picture as WebP at one of the served widths, cacheable for a year; any other
 * width is 400 IMAGE_WIDTH_NOT_SERVED.
 */
export const imageRoutes =
  (db: Sql, renderer: ImageRenderer): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/images/:imageId',
      {
        schema: {
          tags: ['images'],
          summary: `An image as WebP at one of the widths ${IMAGE_WIDTHS.join(', ')} or its own`,
          params: z.object({ imageId: z.string().min(1).max(200) }),
          querystring: z.object({ width: z.coerce.number().int().min(16).max(3000).optional() }),
          response: {
            200: z.any().describe('image/webp bytes'),
            304: z.null().describe('not modified'),
            400: ApiErrorSchema,
            404: ApiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const image = await findImage(db, request.params.imageId);
        if (!image) throw notFound('Изображение');
        const width = request.query.width ?? renderer.naturalWidth(image);
        if (!servesWidth(image, width)) {
          throw new HttpError(400, 'IMAGE_WIDTH_NOT_SERVED', 'Изображения такой ширины нет', {
            widths: IMAGE_WIDTHS,
          });
        }
        const rendered = await renderer.render(image, width);
        void reply
          .header('content-type', 'image/webp')
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('x-content-type-options', 'nosniff')
          .header('etag', rendered.etag);
        if (request.headers['if-none-match'] === rendered.etag) return reply.status(304).send(null);
        return reply.send(rendered.body);
      },
    );
  };
