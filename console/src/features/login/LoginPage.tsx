/** /login (spec section 2): Company, Username, Password, Login, a link to sign up; ?company=&username= prefill. */
import { useMemo } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { MSG, loginSchema, type LoginPayload } from '@atoll/contract';
import { Form, FormPasswordField, FormSubmitButton, FormTextField, showToast } from '@atoll/ui-kit';
import { useLoginMutation } from '#api/authApi.ts';
import { isDeclinedConfirmation } from '#api/baseQuery.ts';
import { useAppDispatch } from '#app/hooks.ts';
import { PATHS } from '#app/paths.ts';
import { sessionStarted } from '#app/session.ts';
import { AuthLayout } from '#app/AuthLayout.tsx';

const SignupLine = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  a { color: ${({ theme }) => theme.color.info}; }
`;

export default function LoginPage() {
  const [params] = useSearchParams();
  const [login] = useLoginMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const initialValues = useMemo(
    () => ({ company: params.get('company') ?? '', username: params.get('username') ?? '', password: '' }),
    [params],
  );

  const onSubmit = async (values: LoginPayload) => {
    // Rejects with an ApiError; the form shows it (wrong credentials land on the password field).
    const auth = await login(values)
      .unwrap()
      .catch((error: unknown) => {
        if (isDeclinedConfirmation(error)) return undefined;
        throw error;
      });
    if (!auth) return;
    dispatch(sessionStarted(auth));
    showToast({ title: MSG.loginSuccessful, description: MSG.welcome, tone: 'success' });
    void navigate(PATHS.home, { replace: true });
  };

  return (
    <AuthLayout title="Login">
      <Form<LoginPayload> schema={loginSchema} initialValues={initialValues} onSubmit={onSubmit} aria-label="Login">
        <FormTextField name="company" label="Company" autoComplete="organization" isRequired />
        <FormTextField name="username" label="Username" autoComplete="username" isRequired />
        <FormPasswordField name="password" label="Password" autoComplete="current-password" isRequired />
        <FormSubmitButton>Login</FormSubmitButton>
      </Form>
      <SignupLine>
        New to Atoll? <Link to={PATHS.signup}>Sign up</Link>
      </SignupLine>
    </AuthLayout>
  );
}
