import { Label, Meter } from 'react-aria-components';
import styled from 'styled-components';
import { StatusBadge } from '../StatusBadge';

/** How full: below `nearlyFullAt`, from there on, or at (or over) the maximum. */
export type CapacityLevel = 'open' | 'nearlyFull' | 'full';

/** The bar's own words; the console passes the spec's texts. */
export const CAPACITY_TEXT = {
  /** '3 of 10 booked'; with no limit, '3 booked'. */
  summary: (booked: number, max: number) => (max > 0 ? `${booked} of ${max} booked` : `${booked} booked`),
  nearlyFull: 'Nearly full',
  full: 'Full',
};

export type CapacityText = typeof CAPACITY_TEXT;

export interface CapacityBarProps {
  /** How many are booked. */
  booked: number;
  /** The maximum; 0 means no limit (no bar fill, `noLimitText` instead). */
  max: number;
  /** Shown beside the count when `max` is 0, e.g. 'No limit'. */
  noLimitText: string;
  /** Visible label naming the meter (e.g. 'Pax'); without it the summary names it. @default undefined */
  label?: string;
  /** From this share of `max` on the bar turns to the warning tone and says `nearlyFull`. @default 0.8 */
  nearlyFullAt?: number;
  /** Texts; any left out keep CAPACITY_TEXT. @default CAPACITY_TEXT */
  text?: Partial<CapacityText>;
}

/** Where `booked` stands against `max` (0 = no limit is always open). */
export function capacityLevel(booked: number, max: number, nearlyFullAt = 0.8): CapacityLevel {
  if (max <= 0) return 'open';
  if (booked >= max) return 'full';
  return booked / max >= nearlyFullAt ? 'nearlyFull' : 'open';
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  font-size: ${({ theme }) => theme.typography.scale.body.size};
  color: ${({ theme }) => theme.color.textPrimary};
`;

const LabelText = styled(Label)`
  font-weight: ${({ theme }) => theme.typography.weight.medium};
`;

const PlainLabel = styled.span`
  font-weight: ${({ theme }) => theme.typography.weight.medium};
`;

const Summary = styled.span`
  font-variant-numeric: tabular-nums;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
`;

const Track = styled.div`
  height: 8px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.color.surfaceSunken};
  /* The track's edge keeps an empty or unlimited bar visible (3:1 against the page). */
  box-shadow: inset 0 0 0 1px ${({ theme }) => theme.color.borderStrong};
  overflow: hidden;
`;

const Fill = styled.div<{ $level: CapacityLevel }>`
  height: 100%;
  border-radius: inherit;
  background: ${({ theme, $level }) =>
    $level === 'full' ? theme.color.actionDanger : $level === 'nearlyFull' ? theme.color.warning : theme.color.info};
  transition: width ${({ theme }) => `${theme.motion.base} ${theme.motion.easing}`};
  @media (prefers-reduced-motion: reduce) { transition: none; }
`;

/**
 * Booked against a maximum as a meter (role meter, aria-valuenow/max, the summary as its value
 * text). Nearly full and full also say so in words, not only in the bar's colour.
 */
export function CapacityBar({ booked, max, noLimitText, label, nearlyFullAt = 0.8, text }: CapacityBarProps) {
  const t = { ...CAPACITY_TEXT, ...text };
  const summary = t.summary(booked, max);
  if (max <= 0) {
    return (
      <Root data-level="unlimited">
        <Head>
          {label && <PlainLabel>{label}</PlainLabel>}
          <Summary>{summary}</Summary>
          <Muted>{noLimitText}</Muted>
        </Head>
        <Track aria-hidden="true" />
      </Root>
    );
  }
  const level = capacityLevel(booked, max, nearlyFullAt);
  const state = level === 'full' ? t.full : level === 'nearlyFull' ? t.nearlyFull : undefined;
  return (
    <Meter
      value={Math.min(Math.max(booked, 0), max)}
      minValue={0}
      maxValue={max}
      valueLabel={state ? `${summary}, ${state}` : summary}
      aria-label={label ? undefined : summary}
      data-level={level}
    >
      {({ percentage }) => (
        <Root>
          <Head>
            {label && <LabelText>{label}</LabelText>}
            <Summary>{summary}</Summary>
            {state && <StatusBadge text={state} color={level === 'full' ? 'red' : 'yellow'} />}
          </Head>
          <Track>
            <Fill data-fill $level={level} style={{ width: `${percentage}%` }} />
          </Track>
        </Root>
      )}
    </Meter>
  );
}
