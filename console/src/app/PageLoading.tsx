/** 'Loading' (spec: activation shows it until the user is found), visible and announced once. */
import styled from 'styled-components';
import { MSG } from '@atoll/contract';
import { Spinner } from '@atoll/ui-kit';

const Line = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xl};
  color: ${({ theme }) => theme.color.textMuted};
`;

export function PageLoading({ label = MSG.loading }: { label?: string }) {
  return (
    <Line>
      <Spinner aria-label={label} />
      <span aria-hidden="true">{label}</span>
    </Line>
  );
}
