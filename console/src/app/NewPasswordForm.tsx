/**
 * The form behind an e-mailed link (Activate Account, Choose a New Password): whose account it is, read-only,
 * a New Password under the sign-up rule, one button; and what follows a success, a session of that user.
 */
import { useNavigate } from 'react-router';
import type { AnyObjectSchema } from 'yup';
import { PASSWORD_RULE_TEXT, TEXT_MAX, type ActivationLookup, type AuthResponse } from '@atoll/contract';
import { Form, FormPasswordField, FormSubmitButton, TextField, showToast } from '@atoll/ui-kit';
import { baseApi } from '#api/baseApi.ts';
import { useAppDispatch } from './hooks';
import { PATHS } from './paths';
import { sessionStarted } from './session';

interface NewPasswordFormProps {
  title: string;
  schema: AnyObjectSchema;
  token: string;
  /** Whose password it is (the link's lookup). */
  lookup: ActivationLookup;
  submitLabel: string;
  onSubmit: (values: { token: string; password: string }) => Promise<void>;
}

export function NewPasswordForm({ title, schema, token, lookup, submitLabel, onSubmit }: NewPasswordFormProps) {
  return (
    <Form<{ token: string; password: string }> schema={schema} initialValues={{ token, password: '' }} onSubmit={onSubmit} aria-label={title}>
      <TextField label="Company Domain" value={lookup.company.domain} isReadOnly />
      <TextField label="Username" value={lookup.user.username} isReadOnly />
      <FormPasswordField name="password" label="New Password" description={PASSWORD_RULE_TEXT} maxLength={TEXT_MAX.password} autoComplete="new-password" isRequired />
      <FormSubmitButton>{submitLabel}</FormSubmitButton>
    </Form>
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
