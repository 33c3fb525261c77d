import { graphql } from '../../__generated__/gql.ts';

export const RequestOtpMutation = graphql(`
  mutation RequestOtp($input: RequestOtpInput!) {
    requestOtp(input: $input) {
      retryTimeout
      userErrors {
        ...UserErrorFields @unmask
      }
    }
  }
`);

export const VerifyOtpMutation = graphql(`
  mutation VerifyOtp($input: VerifyOtpInput!) {
    verifyOtp(input: $input) {
      isRegistration
      userErrors {
        ...UserErrorFields @unmask
      }
    }
  }
`);

export const SignOutMutation = graphql(`
  mutation SignOut {
    signOut {
      ok
    }
  }
`);

/** A code was sent: what the code step needs to check it and to send another. */
export interface SentCode {
  transport: 'EMAIL' | 'SMS';
  userIdentity: string;
  /** The identity as shown, mostly hidden. */
  masked: string;
  retryTimeout: number;
  /** When it was sent (`Date.now()`), for the resend countdown and the code's lifetime. */
  sentAt: number;
}
