import { z } from 'zod';
import { MarketHeaders } from './market-headers.ts';

type Schemas = Record<number, z.ZodType>;

/** What differs between the routes of one kind: what their request holds and what they answer. */
export interface RouteParts {
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  response: Schemas;
}

export interface RouteKind<E extends Schemas> {
  /** The OpenAPI tags of the routes. */
  tags: string[];
  /** The error answers every route of the kind may give, added to each route's own. */
  errors: E;
  /** For public reads: seconds a visitor's answer may be reused (see `registerPublicCache`). */
  publicMaxAge?: number;
}

/**
 * The route options of one kind of store route: market headers, tags, the kind's error answers
 * and cache lifetime. Returns a function of a route's summary and parts, so each route states
 * only what is its own.
 */
export function storeRoute<E extends Schemas>({ tags, errors, publicMaxAge }: RouteKind<E>) {
  const config = publicMaxAge === undefined ? {} : { config: { publicMaxAge } };
  return <P extends RouteParts>(summary: string, { response, ...parts }: P) => ({
    ...config,
    schema: {
      tags,
      headers: MarketHeaders,
      summary,
      ...(parts as Omit<P, 'response'>),
      response: { ...response, ...errors } as P['response'] & E,
    },
  });
}

/** The answer of a delete that removed the thing. */
export const DeletedSchema = z.null().describe('Deleted');
