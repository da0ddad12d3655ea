/**
 * Auth and sign-up calls shared by several screens (spec section 7, docs/api.md).
 * Forms show these endpoints' errors themselves, so most are `silent`.
 */
import type {
  ActivationLookup,
  ActivationPayload,
  AuthResponse,
  CaptchaConfig,
  Company,
  CompanyAdmin,
  Country,
  DomainCheck,
  LoginPayload,
  PasswordForgotPayload,
  PasswordResetLookup,
  PasswordResetPayload,
  SignupPayload,
  SignupResult,
  User,
} from '@atoll/contract';
import { baseApi } from './baseApi';


export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<AuthResponse, LoginPayload>({
      query: (body) => ({ url: 'auth/login', method: 'POST', body }),
      extraOptions: { silent: true, public: true },
    }),
    logout: build.mutation<null, void>({
      query: () => ({ url: 'auth/logout', method: 'POST' }),
      // Logging out proceeds whatever the server says; a toast would only confuse.
      extraOptions: { silent: true, public: true },
    }),
    me: build.query<{ user: User; company: Company }, void>({
      query: () => 'auth/me',
      providesTags: ['Session'],
    }),
    /** Whom a user without permissions asks (Home's notice). */
    companyAdmins: build.query<CompanyAdmin[], void>({
      query: () => 'auth/admins',
      extraOptions: { silent: true },
    }),
    signup: build.mutation<SignupResult, SignupPayload>({
      query: (body) => ({ url: 'auth/signup', method: 'POST', body }),
      extraOptions: { silent: true, public: true },
    }),
    captchaConfig: build.query<CaptchaConfig, void>({
      query: () => 'auth/captcha',
      extraOptions: { public: true },
    }),
    activationLookup: build.query<ActivationLookup, string>({
      query: (token) => ({ url: 'auth/activate', params: { token } }),
      // A bad token silently redirects to / (section 8).
      extraOptions: { silent: true, public: true },
    }),
    activate: build.mutation<AuthResponse, ActivationPayload>({
      query: (body) => ({ url: 'auth/activate', method: 'POST', body }),
      extraOptions: { silent: true, public: true },
    }),
    /** 'Forgot password?': the same 202 whether or not the account exists. */
    forgotPassword: build.mutation<null, PasswordForgotPayload>({
      query: (body) => ({ url: 'auth/password/forgot', method: 'POST', body }),
      extraOptions: { silent: true, public: true },
    }),
    passwordResetLookup: build.query<PasswordResetLookup, string>({
      query: (token) => ({ url: 'auth/password/reset', params: { token } }),
      // An expired or used link is said on the page, not toasted.
      extraOptions: { silent: true, public: true },
    }),
    resetPassword: build.mutation<AuthResponse, PasswordResetPayload>({
      query: (body) => ({ url: 'auth/password/reset', method: 'POST', body }),
      extraOptions: { silent: true, public: true },
    }),
    validateCompanyUsername: build.mutation<DomainCheck, { username: string }>({
      query: (body) => ({ url: 'ui/validate-company-username', method: 'POST', body }),
      extraOptions: { silent: true, public: true },
    }),
    countries: build.query<Country[], void>({
      query: () => 'ui/countries',
      providesTags: ['Country'],
      extraOptions: { public: true },
    }),
  }),
});

export const {
  useLoginMutation,
  useLogoutMutation,
  useMeQuery,
  useCompanyAdminsQuery,
  useSignupMutation,
  useCaptchaConfigQuery,
  useActivationLookupQuery,
  useActivateMutation,
  useForgotPasswordMutation,
  usePasswordResetLookupQuery,
  useResetPasswordMutation,
  useValidateCompanyUsernameMutation,
  useCountriesQuery,
} = authApi;
