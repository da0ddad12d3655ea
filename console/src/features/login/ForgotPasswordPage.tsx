/**
 * /auth/forgot-password (issue 18): the company and the username or e-mail, as a login names a user;
 * the server mails a one-time reset link if the account exists and has an e-mail. The answer is the same
 * either way, so the page says what happens in both cases. After many requests the server asks for the
 * captcha, as login does (ADR 0032).
 */
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { PASSWORD_RESET_TEXT, type PasswordForgotPayload } from '@atoll/contract';
import { isApiError } from '@atoll/ui-kit';
import { FormPlaceholder } from '#app/lazyKit.tsx';
import { useForgotPasswordMutation } from '#api/authApi.ts';
import { AuthLayout } from '#app/AuthLayout.tsx';
import { PATHS } from '#app/paths.ts';

// The form (final-form, the schema's yup, the kit's fields) loads on first use (issue 23), its labels in place meanwhile.
const ForgotPasswordForm = lazy(() => import('./ForgotPasswordForm'));

const Text = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

const Sent = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ theme }) => theme.color.success};
  background: ${({ theme }) => theme.color.surfaceMuted};
`;

const BackLine = styled.p`
  margin: 0;
  a { color: ${({ theme }) => theme.color.info}; }
  a:focus-visible { outline: 2px solid ${({ theme }) => theme.color.focusRing}; outline-offset: 2px; }
`;

export default function ForgotPasswordPage() {
  // Sent once the server has answered: the form gives way to the one answer every request gets.
  const [forgot, { isSuccess: sent }] = useForgotPasswordMutation();
  const [captchaAsked, setCaptchaAsked] = useState(false);
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [captchaRound, setCaptchaRound] = useState(0);

  const onSubmit = async (values: PasswordForgotPayload) => {
    try {
      await forgot(captcha ? { ...values, captcha } : { company: values.company, username: values.username }).unwrap();
    } catch (error) {
      if (isApiError(error) && error.errors?.captcha) setCaptchaAsked(true);
      throw error;
    } finally {
      if (captcha) {
        setCaptcha(null);
        setCaptchaRound((round) => round + 1);
      }
    }
  };

  return (
    <AuthLayout title={PASSWORD_RESET_TEXT.forgotTitle}>
      {sent ? (
        <Sent role="status">{PASSWORD_RESET_TEXT.linkSent}</Sent>
      ) : (
        <>
          <Text>{PASSWORD_RESET_TEXT.forgotIntro}</Text>
          <Suspense fallback={<FormPlaceholder labels={['Company', PASSWORD_RESET_TEXT.identifierLabel]} />}>
            <ForgotPasswordForm onSubmit={onSubmit} captchaAsked={captchaAsked} captchaRound={captchaRound} onCaptcha={setCaptcha} />
          </Suspense>
        </>
      )}
      <Text>{PASSWORD_RESET_TEXT.noEmail}</Text>
      <BackLine>
        <Link to={PATHS.login}>{PASSWORD_RESET_TEXT.backToLogin}</Link>
      </BackLine>
    </AuthLayout>
  );
}
