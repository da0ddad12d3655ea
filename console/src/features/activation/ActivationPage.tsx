/**
 * /auth/activate?token=… (spec section 2), logged in or out: an invited user
 * sets a password. 'Loading' until the token is looked up; a missing or bad
 * token silently goes to '/'.
 */
import { Navigate, useSearchParams } from 'react-router';
import { MSG } from '@atoll/contract';
import { useActivateMutation, useActivationLookupQuery } from '#api/authApi.ts';
import { AuthLayout } from '#app/AuthLayout.tsx';
import { NewPasswordForm, useStartLinkedSession } from '#app/NewPasswordForm.tsx';
import { PageLoading } from '#app/PageLoading.tsx';
import { PATHS } from '#app/paths.ts';

const TITLE = 'Activate Account';

export default function ActivationPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { data: lookup, isError } = useActivationLookupQuery(token, { skip: !token });
  const [activate] = useActivateMutation();
  const startSession = useStartLinkedSession();

  if (!token || isError) return <Navigate to={PATHS.home} replace />;
  if (!lookup) {
    return (
      <AuthLayout title={TITLE}>
        <PageLoading />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={TITLE}>
      <NewPasswordForm
        title={TITLE}
        schema="activation"
        token={token}
        lookup={lookup}
        submitLabel="Activate Account"
        onSubmit={async (values) => startSession(await activate(values).unwrap(), { title: MSG.accountActivated, description: MSG.welcome })}
      />
    </AuthLayout>
  );
}
