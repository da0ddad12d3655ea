/**
 * A user's Basic Information tab (spec sections 2, 3 and 4): Name, Username
 * (read-only: not editable after creation), Designation, E-mail, Mobile. An edit
 * shows the save bar; Save patches the user, Cancel resets.
 */
import { useMemo } from 'react';
import { MSG, mobilePrefixOf, mobileWithPrefix, mobileWithoutPrefix, userUpdateSchema, type User, TEXT_MAX } from '@atoll/contract';
import { Form, FormSaveBar, FormTextField, TextField, showToast } from '@atoll/ui-kit';
import { useSession } from '#app/hooks.ts';
import { MobileField } from './AddUserForm';
import { useUpdateUserMutation } from './api';

export interface UserBasicValues {
  name: string;
  designation: string;
  email: string;
  mobile: string;
}

/** Empty optional fields are stored as null, as the server returns them. */
const orNull = (value: string | undefined) => (value?.trim() ? value.trim() : null);

export function UserBasicForm({ user }: { user: User }) {
  const [updateUser] = useUpdateUserMutation();
  const country3 = useSession().company?.country3;
  const initialValues = useMemo<UserBasicValues>(
    () => ({ name: user.name, designation: user.designation ?? '', email: user.email ?? '', mobile: mobileWithoutPrefix(user.mobile, country3) }),
    [user.name, user.designation, user.email, user.mobile, country3],
  );

  const onSubmit = async (values: UserBasicValues) => {
    // Rejects with an ApiError: VALIDATION_ERROR lands on the fields, anything else under the form (typed values stay).
    await updateUser({
      id: user.id,
      name: values.name.trim(),
      designation: values.designation.trim(),
      email: orNull(values.email),
      mobile: orNull(mobileWithPrefix(values.mobile, country3)),
    }).unwrap();
    showToast({ title: MSG.successfullyUpdated, tone: 'success' });
  };

  return (
    <Form<UserBasicValues> schema={userUpdateSchema} initialValues={initialValues} onSubmit={onSubmit} aria-label="Basic Information">
      <FormTextField name="name" label="Name" maxLength={TEXT_MAX.name} isRequired autoComplete="off" />
      <TextField label="Username" value={user.username} isReadOnly description="The username cannot be changed after creation" />
      <FormTextField name="designation" label="Designation" maxLength={TEXT_MAX.name} isRequired autoComplete="off" />
      <FormTextField name="email" label="E-mail" maxLength={TEXT_MAX.email} type="email" autoComplete="off" />
      <MobileField prefix={mobilePrefixOf(country3)} />
      <FormSaveBar />
    </Form>
  );
}
