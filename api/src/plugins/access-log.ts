import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One access line per request, at info when it completed and at error when the response failed,
 * instead of Fastify's two lines (incoming, completed). Everything else logs as Fastify does.
 */
export class AccessLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = {
      method: request.method,
      url: request.url,
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request');
  }
}
