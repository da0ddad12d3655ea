/**
 * The form behind an e-mailed link (Activate Account, Choose a New Password), loaded on first use by
 * NewPasswordForm.tsx: final-form, the kit's fields and the contract's yup schemas are not on the page's first load.
 */
import type { AnyObjectSchema } from 'yup';
import { PASSWORD_RULE_TEXT, TEXT_MAX, activationSchema, passwordResetSchema } from '@atoll/contract';
import { Form, FormPasswordField, FormSubmitButton, TextField } from '@atoll/ui-kit';
import type { NewPasswordFormProps } from './NewPasswordForm';

const SCHEMAS: Record<NewPasswordFormProps['schema'], AnyObjectSchema> = { activation: activationSchema, passwordReset: passwordResetSchema };

export default function NewPasswordFormBody({ title, schema, token, lookup, submitLabel, onSubmit }: NewPasswordFormProps) {
  return (
    <Form<{ token: string; password: string }> schema={SCHEMAS[schema]} initialValues={{ token, password: '' }} onSubmit={onSubmit} aria-label={title}>
      <TextField label="Company Domain" value={lookup.company.domain} isReadOnly />
      <TextField label="Username" value={lookup.user.username} isReadOnly />
      <FormPasswordField name="password" label="New Password" description={PASSWORD_RULE_TEXT} maxLength={TEXT_MAX.password} autoComplete="new-password" isRequired />
      <FormSubmitButton>{submitLabel}</FormSubmitButton>
    </Form>
  );
}
