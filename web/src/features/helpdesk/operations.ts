import { graphql } from '../../__generated__/gql.ts';

export const SendFeedbackMutation = graphql(`
  mutation SendFeedback($input: SendFeedbackInput!) {
    sendFeedback(input: $input) {
      requestNumber
      userErrors {
        ...UserErrorFields @unmask
      }
    }
  }
`);

export const RequestCallbackMutation = graphql(`
  mutation RequestCallback($input: RequestCallbackInput!) {
    requestCallback(input: $input) {
      requestNumber
      userErrors {
        ...UserErrorFields @unmask
      }
    }
  }
`);

export const RegisterLegalEntityOrderMutation = graphql(`
  mutation RegisterLegalEntityOrder($input: RegisterLegalEntityOrderRequestInput!) {
    registerLegalEntityOrderRequest(input: $input) {
      requestNumber
      userErrors {
        ...UserErrorFields @unmask
      }
    }
  }
`);

export const RegisterRentRequestMutation = graphql(`
  mutation RegisterRentRequest($input: RegisterRentRequestInput!) {
    registerRentRequest(input: $input) {
      requestNumber
      userErrors {
        ...UserErrorFields @unmask
      }
    }
  }
`);

export const RequestProposalMutation = graphql(`
  mutation RequestProposal($input: RequestProposalInput!) {
    requestProposal(input: $input) {
      requestNumber
      userErrors {
        ...UserErrorFields @unmask
      }
    }
  }
`);

/** Who is asking (a visitor needs the captcha) and what the market takes. */
export const HelpdeskContextQuery = graphql(`
  query HelpdeskContext {
    viewer {
      id
    }
    market {
      id
      settings {
        contacts {
          callbackAllowed
          feedbackAllowed
        }
      }
    }
  }
`);

export const DocumentUploadLimitsQuery = graphql(`
  query DocumentUploadLimits {
    documentUploadLimits {
      maxFileBytes
      maxFiles
      types
    }
  }
`);

export const ProductRentTermsQuery = graphql(`
  query ProductRentTerms($productId: ID!) {
    rentTerms(productId: $productId) {
      id
      rentAllowed
    }
  }
`);
