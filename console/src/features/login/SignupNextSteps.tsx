/** Above the login form right after sign-up (?created=1): the spec's 'Company Created', then what to do next. */
import styled from 'styled-components';
import { BASIC_MSG, SIGNUP_NEXT_STEPS } from '@atoll/contract';

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-left: 4px solid ${({ theme }) => theme.color.success};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.color.surfaceMuted};
  h2 { margin: 0; font-size: ${({ theme }) => theme.typography.size.md}; }
  p, ol { margin: 0; }
  ol { padding-left: ${({ theme }) => theme.space.lg}; }
`;

export default function SignupNextSteps() {
  return (
    <Panel aria-labelledby="signup-next-title">
      <h2 id="signup-next-title">
        {BASIC_MSG.companyCreated}: {SIGNUP_NEXT_STEPS.title}
      </h2>
      <p>{SIGNUP_NEXT_STEPS.intro}</p>
      <ol>
        {SIGNUP_NEXT_STEPS.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </Panel>
  );
}
