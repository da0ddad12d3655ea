/**
 * /auth/reset-password?token=… (issue 18), reached from the e-mailed link in either state: whose
 * password it is (read-only, as activation shows it), a New Password under the sign-up rule, then
 * logged in on a new session; every other session of the user has ended. An expired or used link
 * says so and offers a new one.
 */
import { Link, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { PASSWORD_RESET_TEXT } from '@atoll/contract';
import { usePasswordResetLookupQuery, useResetPasswordMutation } from '#api/authApi.ts';
import { AuthLayout } from '#app/AuthLayout.tsx';
import { NewPasswordForm, useStartLinkedSession } from '#app/NewPasswordForm.tsx';
import { PageLoading } from '#app/PageLoading.tsx';
import { PATHS } from '#app/paths.ts';
import { rememberCompany } from './rememberedCompany';

const Invalid = styled.p`
  margin: 0;
`;

const LinkLine = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.lg};
  a { color: ${({ theme }) => theme.color.info}; }
  a:focus-visible { outline: 2px solid ${({ theme }) => theme.color.focusRing}; outline-offset: 2px; }
`;

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { data: lookup, isError } = usePasswordResetLookupQuery(token, { skip: !token });
  const [reset] = useResetPasswordMutation();
  const startSession = useStartLinkedSession();
  const title = PASSWORD_RESET_TEXT.resetTitle;

  if (!token || isError) {
    return (
      <AuthLayout title={title}>
        <Invalid role="alert">{PASSWORD_RESET_TEXT.linkInvalid}</Invalid>
        <LinkLine>
          <Link to={PATHS.forgotPassword}>{PASSWORD_RESET_TEXT.requestNewLink}</Link>
          <Link to={PATHS.login}>{PASSWORD_RESET_TEXT.backToLogin}</Link>
        </LinkLine>
      </AuthLayout>
    );
  }
  if (!lookup) {
    return (
      <AuthLayout title={title}>
        <PageLoading />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={title}>
      <NewPasswordForm
        title={title}
        schema="passwordReset"
        token={token}
        lookup={lookup}
        submitLabel={PASSWORD_RESET_TEXT.resetButton}
        onSubmit={async (values) => {
          const auth = await reset(values).unwrap();
          rememberCompany(auth.company.username);
          startSession(auth, { title: PASSWORD_RESET_TEXT.resetDone, description: PASSWORD_RESET_TEXT.resetDoneDetail });
        }}
      />
    </AuthLayout>
  );
}
