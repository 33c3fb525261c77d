import { z } from 'zod';
import { ApiErrorSchema } from '../schemas/common.ts';
import { MarketHeaders } from './market-headers.ts';

type Schemas = Record<number, z.ZodType>;

/** What differs between the routes of one kind: what their request holds and what they answer. */
export interface RouteParts {
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  /** Said in the OpenAPI document after the summary: what the summary cannot say in a line. */
  description?: string;
  /** Content types of a body other than JSON (multipart uploads). */
  consumes?: string[];
  response: Schemas;
}

type ErrorAnswers<S extends number> = { [K in S]: typeof ApiErrorSchema };

/** The error answers a route may give: the one error body under each status. */
export function errorAnswers<S extends number>(...statuses: S[]): ErrorAnswers<S> {
  return Object.fromEntries(statuses.map((status) => [status, ApiErrorSchema])) as ErrorAnswers<S>;
}

/**
 * The route options of one kind of store route: market headers, the OpenAPI tag, the error
 * answers every route of the kind may give and, for public reads, the seconds a visitor's answer
 * may be reused (see `registerPublicCache`). Returns a function of a route's summary and parts,
 * so each route states only what is its own; its answers add to the kind's errors.
 */
export function storeRoute<E extends Schemas>(tag: string, errors: E, publicMaxAge?: number) {
  const config = publicMaxAge === undefined ? {} : { config: { publicMaxAge } };
  return <P extends RouteParts>(summary: string, { response, ...parts }: P) => ({
    ...config,
    schema: {
      tags: [tag],
      headers: MarketHeaders,
      summary,
      ...(parts as Omit<P, 'response'>),
      response: { ...response, ...errors } as P['response'] & E,
    },
  });
}

/** The answer of a delete that removed the thing. */
export const DeletedSchema = z.null().describe('Deleted');
