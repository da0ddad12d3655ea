/**
 * /auth/activate?token=… (spec section 2), logged in or out: an invited user
 * sets a password. 'Loading' until the token is looked up; a missing or bad
 * token silently goes to '/'.
 */
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { MSG, PASSWORD_RULE_TEXT, activationSchema, type ActivationPayload, TEXT_MAX } from '@atoll/contract';
import { Form, FormPasswordField, FormSubmitButton, TextField, showToast } from '@atoll/ui-kit';
import { useActivateMutation, useActivationLookupQuery } from '#api/authApi.ts';
import { baseApi } from '#api/baseApi.ts';
import { AuthLayout } from '#app/AuthLayout.tsx';
import { useAppDispatch } from '#app/hooks.ts';
import { PageLoading } from '#app/PageLoading.tsx';
import { PATHS } from '#app/paths.ts';
import { sessionStarted } from '#app/session.ts';

const TITLE = 'Activate Account';

export default function ActivationPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { data: lookup, isError } = useActivationLookupQuery(token, { skip: !token });
  const [activate] = useActivateMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  if (!token || isError) return <Navigate to={PATHS.home} replace />;
  if (!lookup) {
    return (
      <AuthLayout title={TITLE}>
        <PageLoading />
      </AuthLayout>
    );
  }

  const onSubmit = async (values: ActivationPayload) => {
    const auth = await activate(values).unwrap();
    // Whoever was logged in before, the cache now belongs to the activated user.
    dispatch(baseApi.util.resetApiState());
    dispatch(sessionStarted(auth));
    showToast({ title: MSG.accountActivated, description: MSG.welcome, tone: 'success' });
    void navigate(PATHS.home, { replace: true });
  };

  return (
    <AuthLayout title={TITLE}>
      <Form<ActivationPayload> schema={activationSchema} initialValues={{ token, password: '' }} onSubmit={onSubmit} aria-label={TITLE}>
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
        <FormSubmitButton>Activate Account</FormSubmitButton>
      </Form>
    </AuthLayout>
  );
}
