/**
 * The login form (spec section 2): Company, Username, Password, Login and a link
 * to sign up; 'Forgot password?' and the company this device last logged in to filled in (issue 18);
 * above it, what the caller adds (the app: the next steps after sign-up). It uses plain state and `requestLogin` rather than final-form and
 * RTK Query so that the page most staff open first stays within its JavaScript
 * budget (ADR 0012); the kit's fields and error display keep it the product's form.
 */
import { lazy, Suspense, useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { BASIC_MSG, checkLogin, FORGOT_PASSWORD_LINK, FORGOT_PASSWORD_PATH, type AuthResponse, type LoginPayload, TEXT_MAX } from '@atoll/contract';
import { Button, FormAlert, PasswordField, TextField } from '@atoll/ui-kit';
import { AuthLayout } from '#app/AuthLayout.tsx';
import { rememberCompany, rememberedCompany } from './rememberedCompany';

const FIELDS = ['company', 'username', 'password', 'captcha'] as const;

/** Shown only after many failed logins (ADR 0032): loaded then, so the page stays within its budget (ADR 0012). */
const LoginCaptcha = lazy(() => import('./LoginCaptcha'));
/** The request and its error reading, fetched when the form is first focused (loginSubmission.ts). */
const loadSubmission = () => import('./loginSubmission');
const preloadSubmission = () => void loadSubmission().catch(() => undefined);
type FieldErrors = Partial<Record<keyof LoginPayload, string>>;

const FormBody = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

/** 'Forgot password?' (at the end of its line) and 'New to Atoll? Sign up'. */
const LinkLine = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  &[data-end] { text-align: right; }
  a { color: ${({ theme }) => theme.color.info}; }
  a:focus-visible { outline: 2px solid ${({ theme }) => theme.color.focusRing}; outline-offset: 2px; }
`;

export interface LoginScreenProps {
  /** Prefill from ?company= and ?username= (after sign-up). */
  initialCompany?: string;
  initialUsername?: string;
  /** The server accepted the credentials. */
  onLoggedIn: (auth: AuthResponse) => void;
  /** The 'Sign up' link: the app passes its router's link; the lean page a plain anchor. @default <a href="/signup"> */
  signupLink?: ReactNode;
  /** The 'Forgot password?' link, as signupLink. @default <a href={FORGOT_PASSWORD_PATH}> */
  forgotLink?: ReactNode;
  /** A notice shown above the form, e.g. why the user is back here ('Your session is invalid…'). */
  notice?: string;
  /** Shown above the form: the app's 'Company Created' and next steps right after sign-up (the lean page has none). */
  above?: ReactNode;
}

export function LoginScreen({
  initialCompany = '',
  initialUsername = '',
  onLoggedIn,
  signupLink = <a href="/signup">Sign up</a>,
  forgotLink = <a href={FORGOT_PASSWORD_PATH}>{FORGOT_PASSWORD_LINK}</a>,
  notice,
  above,
}: LoginScreenProps) {
  // A link's company wins; otherwise the one this device last logged in to.
  const [values, setValues] = useState<LoginPayload>(() => ({ company: initialCompany || rememberedCompany(), username: initialUsername, password: '' }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [banner, setBanner] = useState<string[]>([]);
  const [failure, setFailure] = useState<string>();
  const [isPending, setPending] = useState(false);
  // After many failed logins the server asks for a solved captcha (ADR 0032): shown only then.
  const [captchaAsked, setCaptchaAsked] = useState(false);
  const [captcha, setCaptcha] = useState<string | null>(null);
  // A solution is good for one attempt: a new widget after each.
  const [captchaRound, setCaptchaRound] = useState(0);


  const change = (field: keyof LoginPayload) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isPending) return;
    const missing = checkLogin(values);
    setErrors(missing);
    setBanner([]);
    setFailure(undefined);
    if (Object.keys(missing).length > 0) return;
    setPending(true);
    let submission: Awaited<ReturnType<typeof loadSubmission>>;
    try {
      submission = await loadSubmission();
    } catch {
      // Its code could not be fetched: the server is out of reach as surely as for the request itself.
      setFailure(BASIC_MSG.serverUnreachable);
      setPending(false);
      return;
    }
    const { requestLogin, submissionErrorsFrom } = submission;
    try {
      const auth = await requestLogin(captcha ? { ...values, captcha } : values);
      rememberCompany(auth.company.username);
      onLoggedIn(auth);
    } catch (error) {
      // Wrong credentials come back as a VALIDATION_ERROR on the password; everything else under the form.
      const parts = submissionErrorsFrom(error, FIELDS);
      setErrors(parts.fields);
      setBanner(parts.banner);
      setFailure(parts.fields.captcha ? undefined : parts.form);
      if (parts.fields.captcha) setCaptchaAsked(true);
      if (captcha) {
        setCaptcha(null);
        setCaptchaRound((round) => round + 1);
      }
    } finally {
      setPending(false);
    }
  };

  const field = (name: keyof LoginPayload) => ({
    name,
    value: values[name],
    onChange: change(name),
    isRequired: true,
    isInvalid: Boolean(errors[name]),
    errorMessage: errors[name],
  });

  return (
    <AuthLayout title="Login">
      {above}
      <FormAlert messages={notice ? [notice] : []} />
      <FormAlert messages={banner} />
      <FormBody noValidate onSubmit={submit} onFocus={preloadSubmission} aria-label="Login">
        <TextField {...field('company')} label="Company" maxLength={TEXT_MAX.domain} autoComplete="organization" />
        <TextField {...field('username')} label="Username" maxLength={TEXT_MAX.username} autoComplete="username" />
        <PasswordField {...field('password')} label="Password" maxLength={TEXT_MAX.password} autoComplete="current-password" />
        <LinkLine data-end>{forgotLink}</LinkLine>
        {captchaAsked && (
          <Suspense fallback={null}>
            <LoginCaptcha
              key={captchaRound}
              onChange={(token) => {
                setCaptcha(token);
                if (token) setErrors((current) => ({ ...current, captcha: undefined }));
              }}
              errorMessage={errors.captcha}
            />
          </Suspense>
        )}
        <Button type="submit" isPending={isPending}>
          Login
        </Button>
      </FormBody>
      <FormAlert messages={failure ? [failure] : []} />
      <LinkLine>
        New to Atoll? {signupLink}
      </LinkLine>
    </AuthLayout>
  );
}
