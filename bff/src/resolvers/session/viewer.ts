import type { Profile as ProfileDto, UserContext as UserContextDto } from '@store/api/contract';
import type {
  Profile,
  ResolversTypes,
  ViewerResolvers,
} from '../../__generated__/resolvers-types.ts';
import { getUserContext } from '../../upstream/session.ts';

/** The signed-in user: the profile is loaded to know there is one; the context only when asked. */
export interface ViewerParent {
  profile: ProfileDto;
}

export function mapProfile(profile: ProfileDto): Profile {
  return {
    firstName: profile.first_name,
    lastName: profile.last_name,
    middleName: profile.middle_name,
    phone: profile.phone,
    email: profile.email,
    limit: profile.limit && {
      amount: profile.limit.amount,
      currencyCode: profile.limit.currency_code,
    },
  };
}

type CategoryDto = UserContextDto['categories'][number];

function mapCategory(category: CategoryDto): ResolversTypes['ContextCategory'] {
  return {
    title: category.title,
    slug: category.slug,
    image: category.image_id ? { id: category.image_id } : null,
    categories: category.categories.map(mapCategory),
  };
}

export function mapContext(context: UserContextDto): ResolversTypes['UserContext'] {
  return {
    mainAccountId: context.main_account_id,
    currentAccountId: context.current_account_id,
    currentCustomerId: context.current_customer_id,
    baseCurrency: context.base_currency,
    displayCurrencies: context.display_currencies,
    accounts: context.accounts,
    customers: context.customers,
    permissions: context.permissions,
    limit: context.limit && {
      amount: context.limit.amount,
      currencyCode: context.limit.currency_code,
    },
    categories: context.categories.map(mapCategory),
  };
}

export const Viewer: ViewerResolvers = {
  id: () => 'me',
  profile: (parent) => mapProfile(parent.profile),
  context: async (_parent, _args, { api }) => mapContext(await getUserContext(api)),
};
