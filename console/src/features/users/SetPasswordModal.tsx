/**
 * Set Password (spec sections 2 and 9): a modal with a generated 12-character
 * password that can be generated again and copied; Save sets it.
 */
import { useMemo } from 'react';
import styled from 'styled-components';
import { MSG, generatePassword, setPasswordSchema, type User, TEXT_MAX } from '@atoll/contract';
import { Button, Form, FormPasswordField, FormSubmitButton, Modal, showToast } from '@atoll/ui-kit';
import { useSetUserPasswordMutation } from './api';

export const SET_PASSWORD = 'Set Password';

interface PasswordValues {
  password: string;
}

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

/** Generate again and Copy act on the form's current value. */
function PasswordTools({ password, onGenerate }: { password: string | undefined; onGenerate: (password: string) => void }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(password ?? '');
      showToast({ title: MSG.passwordCopied, tone: 'success' });
    } catch {
      showToast({ title: MSG.errorToast('The password could not be copied. Select it and copy it by hand'), tone: 'error' });
    }
  };
  return (
    <Row>
      <Button variant="secondary" onPress={() => onGenerate(generatePassword())}>
        Generate again
      </Button>
      <Button variant="secondary" onPress={() => void copy()} isDisabled={!password}>
        Copy
      </Button>
    </Row>
  );
}

function SetPasswordForm({ user, onDone }: { user: User; onDone: () => void }) {
  const [setUserPassword] = useSetUserPasswordMutation();
  // Generated once per opening; Generate again replaces it.
  const initialValues = useMemo(() => ({ password: generatePassword() }), []);
  const onSubmit = async ({ password }: PasswordValues) => {
    await setUserPassword({ id: user.id, password }).unwrap();
    showToast({ title: MSG.passwordChanged, description: MSG.passwordChangedFor(user.name), tone: 'success' });
    onDone();
  };
  return (
    <Form<PasswordValues> schema={setPasswordSchema} initialValues={initialValues} onSubmit={onSubmit} aria-label={SET_PASSWORD}>
      {({ form, values }) => (
        <>
          <FormPasswordField name="password" label="New Password" maxLength={TEXT_MAX.password} defaultRevealed isRequired autoComplete="new-password" />
          <PasswordTools password={values.password} onGenerate={(password) => form.change('password', password)} />
          <Row>
            <Button variant="secondary" onPress={onDone}>
              Cancel
            </Button>
            <FormSubmitButton>Save</FormSubmitButton>
          </Row>
        </>
      )}
    </Form>
  );
}

export function SetPasswordModal({ user, isOpen, onOpenChange }: { user: User; isOpen: boolean; onOpenChange: (isOpen: boolean) => void }) {
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} title={`${SET_PASSWORD}: ${user.name}`}>
      {isOpen && <SetPasswordForm user={user} onDone={() => onOpenChange(false)} />}
    </Modal>
  );
}
