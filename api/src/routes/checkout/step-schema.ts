import type { z } from 'zod';
import { CheckoutOrderParamsSchema, CheckoutOrderSchema } from '../../schemas/checkout.ts';
import { ApiErrorSchema } from '../../schemas/common.ts';
import { MarketHeaders } from '../market-headers.ts';

export const stepErrors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
};

/** The route options of one step `POST /v1/users/me/checkout/orders/{id}/{step}`. */
export function stepSchema<Body extends z.ZodType>(summary: string, body: Body) {
  return {
    schema: {
      tags: ['checkout'],
      headers: MarketHeaders,
      summary,
      params: CheckoutOrderParamsSchema,
      body,
      response: { 200: CheckoutOrderSchema, ...stepErrors },
    },
  };
}
