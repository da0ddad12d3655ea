/** Step 2, User: the first user of the company; the mobile number gets +960 when the country is MDV. */
import { PASSWORD_RULE_TEXT, TEXT_MAX, mobilePrefixOf } from '@atoll/contract';
import { FormPasswordField, FormTextField } from '@atoll/ui-kit';

export function UserStep({ country3 }: { country3: string }) {
  const prefix = mobilePrefixOf(country3);
  return (
    <>
      <FormTextField name="user.name" label="Name" maxLength={TEXT_MAX.name} autoComplete="name" isRequired />
      <FormTextField name="user.username" label="Username" maxLength={TEXT_MAX.username} autoComplete="username" isRequired />
      <FormPasswordField
        name="user.password"
        label="Password"
        description={PASSWORD_RULE_TEXT}
        maxLength={TEXT_MAX.password}
        autoComplete="new-password"
        isRequired
      />
      <FormTextField name="user.email" label="Business E-mail" maxLength={TEXT_MAX.email} type="email" autoComplete="email" isRequired />
      <FormTextField
        name="user.mobile"
        maxLength={TEXT_MAX.mobile}
        label="Mobile Number"
        type="tel"
        autoComplete="tel-national"
        prefix={prefix}
        description={prefix ? `Sent with the prefix ${prefix}` : undefined}
        isRequired
      />
    </>
  );
}
