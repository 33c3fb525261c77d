import type {
  CallbackRequest,
  CompanyPage,
  DocumentLimits,
  FeedbackRequest,
  HelpdeskReceipt,
  RentRequest,
  RentTerms,
  RfpRequest,
} from '@store/api/contract';
import type { StoreApi } from './store-api.ts';

/** The fields of a legal-entity order whose documents were uploaded ahead (JSON form). */
export interface LegalEntityOrderBody {
  product_id?: number;
  name: string;
  phone: string;
  email: string;
  company_name: string;
  document_ids: string[];
  captcha?: string;
}

/**
 * The help-desk calls. Each write throws UpstreamError on a refusal: 400 (a field, the captcha),
 * 403 (the market does not take it), 404 (product, document), 409 (rent not allowed), 413/422
 * (document limits), 429 (too many from this address).
 */
export const helpdeskApi = {
  companyPage: (api: StoreApi) => api.get<CompanyPage>('/v1/pages/company'),
  documentLimits: (api: StoreApi) => api.get<DocumentLimits>('/v0/helpdesk/documents/limits'),
  rentTerms: (api: StoreApi, productId: number) =>
    api.get<RentTerms>(`/v0/helpdesk/products/${productId}/rent`),
  sendFeedback: (api: StoreApi, body: FeedbackRequest) =>
    api.post<HelpdeskReceipt>('/v1/helpdesk/feedback:send', body),
  requestCallback: (api: StoreApi, body: CallbackRequest) =>
    api.post<HelpdeskReceipt>('/v1/helpdesk/callback:request', body),
  registerLegalEntityOrder: (api: StoreApi, body: LegalEntityOrderBody) =>
    api.post<HelpdeskReceipt>('/v0/helpdesk/actions/register_legal_entity_order_request', body),
  registerRentRequest: (api: StoreApi, body: RentRequest) =>
    api.post<HelpdeskReceipt>('/v0/helpdesk/actions/register_rent_request', body),
  requestProposal: (api: StoreApi, body: RfpRequest) =>
    api.post<HelpdeskReceipt>('/v1/users/me/rfps', body),
};
