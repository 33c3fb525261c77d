import type { FastifyInstance } from 'fastify';

/**
 * Lets the routes of this plugin take `Content-Type: application/json` with an empty body, as
 * HTTP clients send for calls that have none (terminate, resolve by IP). Non-empty bodies go
 * through Fastify's own JSON parser with its prototype-poisoning checks.
 */
export function allowEmptyJsonBody(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text === '') {
      done(null, undefined);
      return;
    }
    void parseJson(request, text, done);
  });
}
