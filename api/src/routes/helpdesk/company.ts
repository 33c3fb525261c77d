import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PUBLIC_MAX_AGE } from '../../plugins/public-cache.ts';
import { CompanyPageSchema, type CompanyPage } from '../../schemas/helpdesk.ts';
import { errorAnswers, storeRoute } from '../store-route.ts';
import { COMPANY_CONTENT } from './company-content.ts';
import type { HelpdeskOptions } from './options.ts';

const route = storeRoute('helpdesk', errorAnswers(400), PUBLIC_MAX_AGE.market);

/** The market's company page (spec route /company): about, requisites, contacts and offices. */
export const companyPageRoutes: FastifyPluginAsyncZod<HelpdeskOptions> = async (
  app,
  { markets },
) => {
  app.get(
    '/v1/pages/company',
    route('The company page of the market, with its SEO data', {
      response: { 200: CompanyPageSchema },
    }),
    async (request): Promise<CompanyPage> => {
      const { settings } = markets.get(request.market);
      const content = COMPANY_CONTENT[settings.market.theme];
      const name = settings.market.name;
      return {
        seo: {
          page_title: `О компании ${name} — реквизиты, контакты и офисы`,
          meta_keywords: `${name}, о компании, реквизиты, контакты, офисы`,
          meta_description: `${content.legalName}: реквизиты, телефоны, адреса офисов и складов ${name}. Напишите нам или закажите обратный звонок.`,
          h1: `О компании ${name}`,
          noindex: false,
        },
        title: content.legalName,
        about: content.about(name),
        requisites: [
          { title: 'Полное наименование', value: content.legalName },
          { title: 'ИНН', value: content.inn },
          { title: 'КПП', value: content.kpp },
          { title: 'ОГРН', value: content.ogrn },
          { title: 'Юридический адрес', value: content.legalAddress },
          { title: 'Банк', value: content.bank },
          { title: 'Расчётный счёт', value: content.account },
          { title: 'БИК', value: content.bik },
        ],
        contacts: {
          phone: settings.contacts.phone,
          email: settings.contacts.email,
          sales_email: settings.contacts.sales_email,
          address: content.legalAddress,
        },
        offices: content.offices,
        feedback_allowed: settings.contacts.feedback_allowed,
        callback_allowed: settings.contacts.callback_allowed,
      };
    },
  );
};
