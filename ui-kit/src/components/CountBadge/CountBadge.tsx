import styled from 'styled-components';

export interface CountBadgeProps {
  /** How many. Nothing renders at 0 (or below): an empty badge would only be noise. */
  count: number;
  /** The accessible name, e.g. '3 new requests': the number alone says nothing to a screen reader. */
  label: string;
  /** Above it the badge shows '99+' (its name keeps the exact count). @default 99 */
  max?: number;
  /**
   * `attention` for what waits for someone (new requests), `neutral` for a plain count (ongoing ones).
   * Both are theme tokens, readable in the light and the dark scheme. @default 'attention'
   */
  tone?: 'attention' | 'neutral';
  /**
   * Inside a control that names itself (a menu button, a tab, a link), pass an `id` and point the control's
   * `aria-describedby` at it: the badge then leaves the control's name alone ('Requests') and is read as its
   * description ('3 new requests'), so a changing number never renames the control.
   */
  id?: string;
}

const Root = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  min-width: 20px;
  height: 20px;
  padding: 0 6px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.color.actionPrimary};
  color: ${({ theme }) => theme.color.onActionPrimary};
  font-size: ${({ theme }) => theme.typography.size.xs};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  font-variant-numeric: tabular-nums;
  line-height: 1;
  white-space: nowrap;
  &[data-tone='neutral'] {
    background: ${({ theme }) => theme.color.surfaceSunken};
    color: ${({ theme }) => theme.color.textPrimary};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.color.border};
  }
`;

/**
 * A small count beside a menu item or a tab ('3'), named for assistive technology ('3 new requests').
 * It announces nothing by itself: a page that wants changes read out keeps one polite live region and
 * fills it on increases only (a count that ticks down as requests are handled is not news).
 */
export function CountBadge({ count, label, max = 99, tone = 'attention', id }: CountBadgeProps) {
  if (!(count > 0)) return null;
  const shown = count > max ? `${max}+` : String(count);
  // Described-by use: the pill is left out of the surrounding control's name, and the control's
  // aria-describedby reads the hidden label (a directly referenced hidden node still gives its text).
  if (id) {
    return (
      <>
        <Root aria-hidden="true" data-tone={tone} data-count={count}>
          {shown}
        </Root>
        <span id={id} hidden>
          {label}
        </span>
      </>
    );
  }
  return (
    <Root role="img" aria-label={label} data-tone={tone} data-count={count}>
      {shown}
    </Root>
  );
}
