import type {
  HelpdeskRequestPayload,
  MutationResolvers,
} from '../../__generated__/resolvers-types.ts';
import { helpdeskApi } from '../../upstream/helpdesk.ts';
import { helpdeskErrors, productIdOf, unknownProduct } from './errors.ts';

const optional = (value: string | null | undefined) => value?.trim() || undefined;

/** Runs one help-desk call: its number, or its refusal as user errors. */
async function submit(call: () => Promise<{ id: string }>): Promise<HelpdeskRequestPayload> {
  try {
    const { id } = await call();
    return { requestNumber: id, userErrors: [] };
  } catch (error) {
    return { requestNumber: null, userErrors: helpdeskErrors(error) };
  }
}

const refusedProduct = { requestNumber: null, userErrors: [unknownProduct] };

export const Mutation: MutationResolvers = {
  sendFeedback: (_parent, { input }, { api }) =>
    submit(() =>
      helpdeskApi.sendFeedback(api, {
        feedback: {
          name: input.name,
          email: input.email,
          phone: optional(input.phone),
          message: input.message,
        },
        captcha: optional(input.captcha),
      }),
    ),

  requestCallback: (_parent, { input }, { api }) =>
    submit(() =>
      helpdeskApi.requestCallback(api, {
        callback: { name: input.name, phone: input.phone, comment: optional(input.comment) },
        captcha: optional(input.captcha),
      }),
    ),

  registerLegalEntityOrderRequest: (_parent, { input }, { api }) => {
    const productId = input.productId ? productIdOf(input.productId) : undefined;
    if (productId === null) return refusedProduct;
    return submit(() =>
      helpdeskApi.registerLegalEntityOrder(api, {
        ...(productId ? { product_id: productId } : {}),
        name: input.name,
        phone: input.phone,
        email: input.email,
        company_name: input.companyName,
        document_ids: [...input.documentIds],
        ...(optional(input.captcha) ? { captcha: optional(input.captcha) } : {}),
      }),
    );
  },

  registerRentRequest: (_parent, { input }, { api }) => {
    const productId = productIdOf(input.productId);
    if (productId === null) return refusedProduct;
    return submit(() =>
      helpdeskApi.registerRentRequest(api, {
        product_id: productId,
        date_from: input.dateFrom,
        date_to: input.dateTo,
        name: input.name,
        phone: input.phone,
        email: optional(input.email),
        comment: optional(input.comment),
        captcha: optional(input.captcha),
      }),
    );
  },

  requestProposal: (_parent, { input }, { api }) => {
    const productId = productIdOf(input.productId);
    if (productId === null) return refusedProduct;
    return submit(() => helpdeskApi.requestProposal(api, { product_id: productId }));
  },
};
