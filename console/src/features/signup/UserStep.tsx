/** Step 2, User: the first user of the company; the mobile number gets +960 when the country is MDV. */
import styled from 'styled-components';
import { DEFAULT_COUNTRY, MDV_MOBILE_PREFIX, TEXT_MAX } from '@atoll/contract';
import { FormPasswordField, FormTextField } from '@atoll/ui-kit';

const MobileRow = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  > :last-child { flex: 1; }
`;

/* Sits level with the input, below the field's label. */
const Prefix = styled.span`
  margin-top: calc(${({ theme }) => theme.typography.size.sm} * 1.5 + ${({ theme }) => theme.space.xs});
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.color.surfaceSunken};
  color: ${({ theme }) => theme.color.textPrimary};
`;

export function UserStep({ country3 }: { country3: string }) {
  const withPrefix = country3 === DEFAULT_COUNTRY;
  return (
    <>
      <FormTextField name="user.name" label="Name" maxLength={TEXT_MAX.name} autoComplete="name" isRequired />
      <FormTextField name="user.username" label="Username" maxLength={TEXT_MAX.username} autoComplete="username" isRequired />
      <FormPasswordField name="user.password" label="Password" maxLength={TEXT_MAX.password} autoComplete="new-password" isRequired />
      <FormTextField name="user.email" label="Business E-mail" maxLength={TEXT_MAX.email} type="email" autoComplete="email" isRequired />
      <MobileRow>
        {withPrefix && <Prefix aria-hidden="true">{MDV_MOBILE_PREFIX}</Prefix>}
        <FormTextField
          name="user.mobile"
          maxLength={TEXT_MAX.mobile}
          label="Mobile Number"
          type="tel"
          autoComplete="tel-national"
          description={withPrefix ? `Sent with the prefix ${MDV_MOBILE_PREFIX}` : undefined}
          isRequired
        />
      </MobileRow>
    </>
  );
}
