import { graphql } from '../../__generated__/gql.ts';

/** What the store keeps of a city the visitor chooses or is offered (see `ChosenCity`). */
export const ChosenCityFragment = graphql(`
  fragment ChosenCity on City {
    name
    kladrId
    fiasId
    regionKladrId
    regionFiasId
    regionTitle
  }
`);
