/** Step 3, Finish: what will be created, the login details, and the captcha. */
import { Heading } from 'react-aria-components';
import styled from 'styled-components';
import { PasswordField, TextField } from '@atoll/ui-kit';
import { useCaptchaConfigQuery } from '#api/authApi.ts';
import { CaptchaInput } from './CaptchaInput';
import type { SignupValues } from './signupValues';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const SectionTitle = styled(Heading)`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.md};
`;

const Review = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  margin: 0;
  dt { color: ${({ theme }) => theme.color.textMuted}; }
  dd { margin: 0; overflow-wrap: anywhere; }
`;

export function FinishStep({ values }: { values: SignupValues }) {
  const { data: captcha } = useCaptchaConfigQuery();
  return (
    <>
      <Section aria-labelledby="signup-review">
        <SectionTitle level={2} id="signup-review">
          Review
        </SectionTitle>
        <Review>
          <dt>Company Name</dt>
          <dd>{values.company.name}</dd>
          <dt>Company Domain</dt>
          <dd>{values.company.username}</dd>
          <dt>Name</dt>
          <dd>{values.user.name}</dd>
          <dt>E-mail</dt>
          <dd>{values.user.email}</dd>
        </Review>
      </Section>
      <Section aria-labelledby="signup-login-details">
        <SectionTitle level={2} id="signup-login-details">
          Login Details
        </SectionTitle>
        <TextField label="Company" value={values.company.username} isReadOnly />
        <TextField label="Username" value={values.user.username} isReadOnly />
        <PasswordField label="Password" value={values.user.password} isReadOnly autoComplete="off" />
      </Section>
      {captcha && <CaptchaInput config={captcha} />}
    </>
  );
}
