import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** A failure the API answers with its own status, machine code and message. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly code: string;
  readonly details: unknown;
  constructor(statusCode: number, code: string, message: string, details?: unknown) {
    super(message);
    this.statusCode = statusCode;
    this.code = code;
    this.details = details;
  }
}

export const notFound = (what = 'Ресурс'): HttpError =>
  new HttpError(404, 'NOT_FOUND', `${what} не найден`);

/** The one error handler: 4xx carry a code and a message, 5xx say nothing internal. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setNotFoundHandler((request, reply) => {
    void reply
      .status(404)
      .send({ code: 'NOT_FOUND', message: `Маршрут ${request.method} ${request.url} не найден` });
  });
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({
        code: error.code,
        message: error.message,
        ...(error.details === undefined ? {} : { details: error.details }),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send({
        code: 'VALIDATION_FAILED',
        message: 'Запрос не прошёл проверку',
        details: error.validation.map((v) => ({
          path: v.instancePath,
          message: v.message,
        })),
      });
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      return reply
        .status(status)
        .send({ code: error.code ?? 'BAD_REQUEST', message: error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ code: 'INTERNAL', message: 'Внутренняя ошибка сервера' });
  });
}
