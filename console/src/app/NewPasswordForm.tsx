/**
 * The form behind an e-mailed link (Activate Account, Choose a New Password): whose account it is, read-only,
 * a New Password under the sign-up rule, one button; and what follows a success, a session of that user.
 * The form itself (NewPasswordFormBody: final-form, the schemas' yup) loads on first use (issue 23), its fields'
 * labels in place meanwhile.
 */
import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import type { ActivationLookup, AuthResponse } from '@atoll/contract';
import { showToast } from '@atoll/ui-kit';
import { baseApi } from '#api/baseApi.ts';
import { useAppDispatch } from './hooks';
import { FormPlaceholder } from './lazyKit';
import { PATHS } from './paths';
import { sessionStarted } from './session';

const NewPasswordFormBody = lazy(() => import('./NewPasswordFormBody'));

export interface NewPasswordFormProps {
  title: string;
  /** The contract's schema the form validates with: activationSchema or passwordResetSchema. */
  schema: 'activation' | 'passwordReset';
  token: string;
  /** Whose password it is (the link's lookup). */
  lookup: ActivationLookup;
  submitLabel: string;
  onSubmit: (values: { token: string; password: string }) => Promise<void>;
}

export function NewPasswordForm(props: NewPasswordFormProps) {
  return (
    <Suspense fallback={<FormPlaceholder labels={['Company Domain', 'Username', 'New Password']} />}>
      <NewPasswordFormBody {...props} />
    </Suspense>
  );
}

/** Starts the session a link's form answered with: the cache (whoever was logged in before) goes, a toast, then Home. */
export function useStartLinkedSession() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return (auth: AuthResponse, toast: { title: string; description: string }) => {
    dispatch(baseApi.util.resetApiState());
    dispatch(sessionStarted(auth));
    showToast({ ...toast, tone: 'success' });
    void navigate(PATHS.home, { replace: true });
  };
}
