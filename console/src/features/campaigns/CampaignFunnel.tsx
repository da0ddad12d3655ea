/**
 * A campaign's delivery, told honestly (issue 19): how many devices it targeted, how many messages were
 * handed to a provider, accepted by it, and delivered (an Expo ticket is not a delivery: only its receipt
 * is), how many failed — and every message that did not arrive, grouped by reason. While messages wait
 * (no provider configured, scheduled, quiet hours) it says why.
 */
import styled from 'styled-components';
import { CAMPAIGN_FORM_TEXT as FORM, DELIVERY_WAITING_TEXT, type CampaignFunnel as Funnel } from '@atoll/contract';

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  h3, h4 { margin: 0; font-size: inherit; }
  p { margin: 0; }
`;

const Steps = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(96px, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-direction: column;
    padding: ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radii.sm};
  }
  span { color: ${({ theme }) => theme.color.textMuted}; font-size: ${({ theme }) => theme.typography.scale.caption.size}; }
  strong { font-size: ${({ theme }) => theme.typography.scale.heading.size}; }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
`;

const STEPS = ['targeted', 'sent', 'accepted', 'delivered', 'failed'] as const;

export function CampaignFunnel({ funnel }: { funnel: Funnel }) {
  const failed = funnel.failed + funnel.dropped;
  const count = { ...funnel, failed };
  return (
    <Panel aria-labelledby="campaign-funnel">
      <h3 id="campaign-funnel">{FORM.funnel}</h3>
      <Steps>
        {STEPS.map((step) => (
          <li key={step}>
            <span>{FORM.funnelSteps[step]}</span>
            <strong>{count[step]}</strong>
          </li>
        ))}
      </Steps>
      {funnel.queued > 0 && <p>{FORM.queued(funnel.queued)}</p>}
      {funnel.waiting && <p role="status">{DELIVERY_WAITING_TEXT[funnel.waiting]}</p>}
      {funnel.cancelled > 0 && <Muted>{`${FORM.cancelled}: ${funnel.cancelled}`}</Muted>}
      {funnel.drops.length > 0 && (
        <>
          <h4>{FORM.drops}</h4>
          <ul>
            {funnel.drops.map((drop) => (
              <li key={drop.reason}>{`${drop.reason}: ${drop.count}`}</li>
            ))}
          </ul>
        </>
      )}
    </Panel>
  );
}
