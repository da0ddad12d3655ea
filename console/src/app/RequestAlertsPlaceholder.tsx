/**
 * The alerts' switch (RequestAlertsControl) as it first paints, while its code loads (issue 23): the kit Switch's
 * track, label and help in their places, nothing to press yet.
 */
import styled from 'styled-components';
import { REQUEST_ALERTS_TEXT as TEXT } from '@atoll/contract';
import { useRequestAlertsEnabled } from './requestAlerts';

const Frame = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;
const Line = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;
const Track = styled.span`
  flex: none;
  width: 36px;
  height: 20px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.color.borderStrong};
  &[data-selected] { background: ${({ theme }) => theme.color.actionPrimary}; }
`;
const Help = styled.span`
  font-size: ${({ theme }) => theme.typography.size.xs};
  color: ${({ theme }) => theme.color.textMuted};
`;

export function RequestAlertsPlaceholder() {
  const on = useRequestAlertsEnabled();
  return (
    <Frame aria-hidden="true">
      <Line>
        <Track data-selected={on || undefined} />
        {TEXT.label}
      </Line>
      <Help>{TEXT.help}</Help>
    </Frame>
  );
}
