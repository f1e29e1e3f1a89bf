import type { CaptchaChallenge, JsonFormKind } from 'shared-domain';
import { api } from 'shared-ui';

// The endpoints of the storefront's forms. Injected when the content chunk loads, so the home page
// carries none of them.

export type FormReceived = { received: true };
export type NewsletterStatus = { status: 'confirmed' | 'unsubscribed'; email: string };

const pathOf = (kind: JsonFormKind) => `/api/new/forms/${kind.replace('_', '-')}`;

export const formsApi = api.injectEndpoints({
  endpoints: (build) => ({
    // A mutation, not a query: every submission needs a fresh challenge, never a cached one.
    getCaptchaChallenge: build.mutation<CaptchaChallenge, void>({
      query: () => ({ method: 'GET', path: '/api/new/forms/captcha' }),
    }),
    sendForm: build.mutation<FormReceived, { kind: JsonFormKind; body: Record<string, unknown> }>({
      query: ({ kind, body }) => ({ method: 'POST', path: pathOf(kind), body }),
      extraOptions: { maxRetries: 0 },
    }),
    sendJobApplication: build.mutation<FormReceived, FormData>({
      query: (body) => ({ method: 'POST', path: '/api/new/forms/job-application', body }),
      extraOptions: { maxRetries: 0 },
    }),
    signUpForNewsletter: build.mutation<FormReceived, Record<string, unknown>>({
      query: (body) => ({ method: 'POST', path: '/api/new/forms/newsletter/signup', body }),
      extraOptions: { maxRetries: 0 },
    }),
    confirmNewsletter: build.mutation<NewsletterStatus, string>({
      query: (token) => ({ method: 'POST', path: '/api/new/forms/newsletter/confirm', body: { token } }),
      extraOptions: { maxRetries: 0 },
    }),
    unsubscribeFromNewsletter: build.mutation<NewsletterStatus, string>({
      query: (token) => ({ method: 'POST', path: '/api/new/forms/newsletter/unsubscribe', query: { token } }),
      extraOptions: { maxRetries: 0 },
    }),
  }),
});

export const {
  useGetCaptchaChallengeMutation,
  useSendFormMutation,
  useSendJobApplicationMutation,
  useSignUpForNewsletterMutation,
  useConfirmNewsletterMutation,
  useUnsubscribeFromNewsletterMutation,
} = formsApi;
