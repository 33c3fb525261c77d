import { getFragmentData, type FragmentType } from '../../__generated__/fragment-masking.ts';
import { graphql } from '../../__generated__/gql.ts';

/** What the new-company form needs, both in the store frame's modal and on the companies page. */
export const CompanyCreatorQueryFragment = graphql(`
  fragment CompanyCreator_query on Query {
    market {
      id
      settings {
        contacts {
          salesEmail
        }
      }
    }
    viewer {
      id
      context {
        permissions
      }
    }
  }
`);

/** Whether the user may create companies, and where the sales team is written to about one. */
export function companyCreation(query: FragmentType<typeof CompanyCreatorQueryFragment>) {
  const { market, viewer } = getFragmentData(CompanyCreatorQueryFragment, query);
  return {
    allowed: viewer?.context.permissions.includes('CREATE_COMPANY') ?? false,
    salesEmail: market.settings.contacts.salesEmail,
  };
}
