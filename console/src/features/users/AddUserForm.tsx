/**
 * Add User (spec sections 2 and 5): Name, Username, Designation, Authentication
 * ('Password': the administrator sets it; 'E-mail': an activation e-mail is
 * sent), Password or a required E-mail, Mobile. Creating hands the new user's id
 * back, so the drawer can switch to the user's details.
 */
import { mobilePrefixOf, mobileWithPrefix, userCreateSchema, type Authentication, type User, type UserCreatePayload, TEXT_MAX } from '@atoll/contract';
import { Form, FormPasswordField, FormRadioGroup, FormSubmitButton, FormTextField } from '@atoll/ui-kit';
import { useSession } from '#app/hooks.ts';
import { useCreateUserMutation } from './api';

export const AUTHENTICATION_OPTIONS: ReadonlyArray<{ id: Authentication; label: string }> = [
  { id: 'password', label: 'Password' },
  { id: 'email', label: 'E-mail' },
];

const AUTHENTICATION_HELP: Record<Authentication, string> = {
  password: 'You set the password and hand it over.',
  email: 'An activation e-mail is sent; the user chooses a password.',
};

const INITIAL_VALUES: Partial<UserCreatePayload> = { authentication: 'password' };

/** Only what the chosen authentication needs is sent; the mobile number with the company's prefix. */
function payloadOf(values: UserCreatePayload, country3: string | undefined): UserCreatePayload {
  const byEmail = values.authentication === 'email';
  return {
    name: values.name.trim(),
    username: values.username.trim(),
    designation: values.designation.trim(),
    authentication: values.authentication,
    ...(byEmail ? {} : { password: values.password }),
    ...(values.email?.trim() ? { email: values.email.trim() } : {}),
    ...(values.mobile?.trim() ? { mobile: mobileWithPrefix(values.mobile, country3) } : {}),
  };
}

/** Mobile, with the company's prefix beside it (+960 in the Maldives), as at sign-up. */
export function MobileField({ prefix }: { prefix: string | undefined }) {
  return (
    <FormTextField
      name="mobile"
      label="Mobile"
      maxLength={TEXT_MAX.mobile}
      type="tel"
      autoComplete="off"
      prefix={prefix}
      description={prefix ? `Sent with the prefix ${prefix}` : undefined}
    />
  );
}

export function AddUserForm({ onCreated }: { onCreated: (user: User) => void }) {
  const [createUser] = useCreateUserMutation();
  const country3 = useSession().company?.country3;
  const prefix = mobilePrefixOf(country3);
  const onSubmit = async (values: UserCreatePayload) => {
    onCreated(await createUser(payloadOf(values, country3)).unwrap());
  };
  return (
    <Form<UserCreatePayload> schema={userCreateSchema} initialValues={INITIAL_VALUES} onSubmit={onSubmit} aria-label="Add User">
      {({ values }) => {
        const authentication = (values.authentication ?? 'password') as Authentication;
        return (
          <>
            <FormTextField name="name" label="Name" maxLength={TEXT_MAX.name} isRequired autoComplete="off" />
            <FormTextField name="username" label="Username" maxLength={TEXT_MAX.username} isRequired autoComplete="off" description="Cannot be changed later" />
            <FormTextField name="designation" label="Designation" maxLength={TEXT_MAX.name} isRequired autoComplete="off" />
            <FormRadioGroup
              name="authentication"
              label="Authentication"
              options={AUTHENTICATION_OPTIONS}
              description={AUTHENTICATION_HELP[authentication]}
              isRequired
            />
            {authentication === 'password' && <FormPasswordField name="password" label="Password" maxLength={TEXT_MAX.password} isRequired autoComplete="new-password" />}
            <FormTextField name="email" label="E-mail" maxLength={TEXT_MAX.email} type="email" isRequired={authentication === 'email'} autoComplete="off" />
            <MobileField prefix={prefix} />
            <div>
              <FormSubmitButton>Create User</FormSubmitButton>
            </div>
          </>
        );
      }}
    </Form>
  );
}
