/**
 * /auth/reset-password?token=… (issue 18), reached from the e-mailed link in either state: whose
 * password it is (read-only, as activation shows it), a New Password under the sign-up rule, then
 * logged in on a new session; every other session of the user has ended. An expired or used link
 * says so and offers a new one.
 */
import { Link, useNavigate, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { PASSWORD_RESET_TEXT, PASSWORD_RULE_TEXT, TEXT_MAX, passwordResetSchema, type PasswordResetPayload } from '@atoll/contract';
import { Form, FormPasswordField, FormSubmitButton, TextField, showToast } from '@atoll/ui-kit';
import { usePasswordResetLookupQuery, useResetPasswordMutation } from '#api/authApi.ts';
import { baseApi } from '#api/baseApi.ts';
import { AuthLayout } from '#app/AuthLayout.tsx';
import { useAppDispatch } from '#app/hooks.ts';
import { PageLoading } from '#app/PageLoading.tsx';
import { PATHS } from '#app/paths.ts';
import { sessionStarted } from '#app/session.ts';
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
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
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

  const onSubmit = async (values: PasswordResetPayload) => {
    const auth = await reset(values).unwrap();
    rememberCompany(auth.company.username);
    // Whoever was logged in before, the cache now belongs to this user.
    dispatch(baseApi.util.resetApiState());
    dispatch(sessionStarted(auth));
    showToast({ title: PASSWORD_RESET_TEXT.resetDone, description: PASSWORD_RESET_TEXT.resetDoneDetail, tone: 'success' });
    void navigate(PATHS.home, { replace: true });
  };

  return (
    <AuthLayout title={title}>
      <Form<PasswordResetPayload> schema={passwordResetSchema} initialValues={{ token, password: '' }} onSubmit={onSubmit} aria-label={title}>
        <TextField label="Company Domain" value={lookup.company.domain} isReadOnly />
        <TextField label="Username" value={lookup.user.username} isReadOnly />
        <FormPasswordField
          name="password"
          label="New Password"
          description={PASSWORD_RULE_TEXT}
          maxLength={TEXT_MAX.password}
          autoComplete="new-password"
          isRequired
        />
        <FormSubmitButton>{PASSWORD_RESET_TEXT.resetButton}</FormSubmitButton>
      </Form>
    </AuthLayout>
  );
}
