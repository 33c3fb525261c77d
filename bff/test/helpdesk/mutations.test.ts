import { describe, expect, it } from 'vitest';
import { useHarness } from '../harness.ts';
import { failure } from '../rest-double.ts';

const PAYLOAD = 'requestNumber userErrors { field message code }';

describe('help-desk mutations and the company page', () => {
  const h = useHarness();

  const run = (query: string, variables: Record<string, unknown>, host = 'garwin.localhost') =>
    h.gql(query, { headers: { 'x-forwarded-host': host }, variables });

  const feedback = (input: Record<string, unknown>) =>
    run(`mutation ($input: SendFeedbackInput!) { sendFeedback(input: $input) { ${PAYLOAD} } }`, {
      input,
    });

  it('sends feedback in the {feedback} body and answers the number to quote', async () => {
    h.api.handler = () => ({ status: 200, body: { id: '1042' } });
    const res = await feedback({
      name: 'Иван',
      email: 'ivan@example.ru',
      phone: '',
      message: 'Вопрос',
      captcha: 'solved',
    });
    expect(res.body.data?.['sendFeedback']).toEqual({ requestNumber: '1042', userErrors: [] });
    const call = h.api.callsTo('/v1/helpdesk/feedback:send')[0];
    expect(JSON.parse(call?.body ?? '{}')).toEqual({
      feedback: { name: 'Иван', email: 'ivan@example.ru', message: 'Вопрос' },
      captcha: 'solved',
    });
  });

  it.each([
    [400, 'INVALID_PHONE', ['phone']],
    [400, 'CAPTCHA_REQUIRED', ['captcha']],
    [403, 'FEEDBACK_UNAVAILABLE', []],
  ])('returns the API refusal %i %s as a user error', async (status, code, field) => {
    h.api.handler = () => failure(status, code, 'текст API');
    const res = await feedback({ name: 'Иван', email: 'ivan@example.ru', message: 'Вопрос' });
    // No GraphQL error: the refusal is data, under the field it concerns.
    expect(res.body).toEqual({
      data: {
        sendFeedback: { requestNumber: null, userErrors: [{ field, message: 'текст API', code }] },
      },
    });
  });

  it('reports too many requests from the address as RATE_LIMITED', async () => {
    h.api.handler = () => failure(429, 'TOO_MANY_HELPDESK_REQUESTS', 'Слишком много обращений');
    const res = await run(
      `mutation ($input: RequestCallbackInput!) { requestCallback(input: $input) { ${PAYLOAD} } }`,
      { input: { name: 'Анна', phone: '+79215551234' } },
    );
    expect(res.body.data?.['requestCallback']).toMatchObject({
      userErrors: [{ code: 'RATE_LIMITED' }],
    });
  });

  it('registers a legal-entity order naming its uploaded documents', async () => {
    h.api.handler = () => ({ status: 200, body: { id: '1050' } });
    const res = await run(
      `mutation ($input: RegisterLegalEntityOrderRequestInput!) {
        registerLegalEntityOrderRequest(input: $input) { ${PAYLOAD} }
      }`,
      {
        input: {
          productId: '17',
          name: 'Мария',
          phone: '+78125550011',
          email: 'zakupki@example.ru',
          companyName: 'ООО «СтройМонтаж»',
          documentIds: ['d-1', 'd-2'],
        },
      },
    );
    expect(res.body.data?.['registerLegalEntityOrderRequest']).toEqual({
      requestNumber: '1050',
      userErrors: [],
    });
    const call = h.api.callsTo('/v0/helpdesk/actions/register_legal_entity_order_request')[0];
    expect(JSON.parse(call?.body ?? '{}')).toEqual({
      product_id: 17,
      name: 'Мария',
      phone: '+78125550011',
      email: 'zakupki@example.ru',
      company_name: 'ООО «СтройМонтаж»',
      document_ids: ['d-1', 'd-2'],
    });
  });

  it('asks for a proposal and a rent with the product id as a number', async () => {
    h.api.handler = () => ({ status: 200, body: { id: '7' } });
    await run(
      `mutation ($input: RequestProposalInput!) { requestProposal(input: $input) { ${PAYLOAD} } }`,
      { input: { productId: '42' } },
    );
    expect(JSON.parse(h.api.callsTo('/v1/users/me/rfps')[0]?.body ?? '{}')).toEqual({
      product_id: 42,
    });
    const refused = await run(
      `mutation ($input: RequestProposalInput!) { requestProposal(input: $input) { ${PAYLOAD} } }`,
      { input: { productId: 'abc' } },
    );
    expect(refused.body.data?.['requestProposal']).toMatchObject({
      userErrors: [{ code: 'PRODUCT_NOT_FOUND', field: ['productId'] }],
    });
    // The web words a refusal by its code; the BFF chooses no text a visitor reads.
    expect(JSON.stringify(refused.body)).not.toMatch(/[А-яЁё]/);
  });

  it('reads the company page of the market with its SEO data and offices', async () => {
    h.api.handler = (call) =>
      call.path === '/v1/pages/company'
        ? {
            status: 200,
            body: {
              seo: {
                page_title: 'О компании Sprout',
                meta_keywords: null,
                meta_description: 'Реквизиты',
                h1: 'О компании Sprout',
                noindex: false,
              },
              title: 'ООО «Спраут»',
              about: ['Абзац'],
              requisites: [{ title: 'ИНН', value: '5024123456' }],
              contacts: {
                phone: '8 800',
                email: 'i@s.ru',
                sales_email: 's@s.ru',
                address: 'Адрес',
              },
              offices: [
                {
                  id: 'k',
                  title: 'Офис',
                  address: 'Красногорск',
                  latitude: 55.8,
                  longitude: 37.3,
                  phone: '+7',
                  hours: '9–21',
                },
              ],
              feedback_allowed: true,
              callback_allowed: false,
            },
          }
        : undefined;
    const res = await run(
      `{ aboutCompanyPage { id title contacts { salesEmail } offices { id latitude }
         feedbackAllowed callbackAllowed seo { pageTitle h1 } } }`,
      {},
      'sprout.localhost',
    );
    expect(res.body.data?.['aboutCompanyPage']).toEqual({
      id: 'sprout',
      title: 'ООО «Спраут»',
      contacts: { salesEmail: 's@s.ru' },
      offices: [{ id: 'k', latitude: 55.8 }],
      feedbackAllowed: true,
      callbackAllowed: false,
      seo: { pageTitle: 'О компании Sprout', h1: 'О компании Sprout' },
    });
    expect(h.api.calls[0]?.headers['x-market-id']).toBe('sprout');
  });
});
