/**
 * The form of /auth/forgot-password (ForgotPasswordPage), loaded on first use: the company and the username or
 * e-mail, and the captcha once the server asks for it (ADR 0032).
 */
import { lazy, Suspense } from 'react';
import { PASSWORD_RESET_TEXT, TEXT_MAX, passwordForgotSchema, type PasswordForgotPayload } from '@atoll/contract';
import { Form, FormSubmitButton, FormTextField } from '@atoll/ui-kit';
import { rememberedCompany } from './rememberedCompany';

const LoginCaptcha = lazy(() => import('./LoginCaptcha'));

interface ForgotPasswordFormProps {
  onSubmit: (values: PasswordForgotPayload) => Promise<void>;
  captchaAsked: boolean;
  /** A new captcha after each use. */
  captchaRound: number;
  onCaptcha: (token: string | null) => void;
}

export default function ForgotPasswordForm({ onSubmit, captchaAsked, captchaRound, onCaptcha }: ForgotPasswordFormProps) {
  return (
    <Form<PasswordForgotPayload>
      schema={passwordForgotSchema}
      initialValues={{ company: rememberedCompany(), username: '' }}
      onSubmit={onSubmit}
      aria-label={PASSWORD_RESET_TEXT.forgotTitle}
    >
      <FormTextField name="company" label="Company" maxLength={TEXT_MAX.domain} autoComplete="organization" isRequired />
      <FormTextField name="username" label={PASSWORD_RESET_TEXT.identifierLabel} maxLength={TEXT_MAX.email} autoComplete="username" isRequired />
      {captchaAsked && (
        <Suspense fallback={null}>
          <LoginCaptcha key={captchaRound} onChange={onCaptcha} />
        </Suspense>
      )}
      <FormSubmitButton>{PASSWORD_RESET_TEXT.sendLink}</FormSubmitButton>
    </Form>
  );
}
