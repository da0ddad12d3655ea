import { useRef, useState, type CSSProperties } from 'react';
import { BASIC_MSG } from '@atoll/contract';
import styled from 'styled-components';
import { contrastRatio } from '../../theme';
import { Button } from '../Button';

/** One action offered on a record: the status it moves to and its button text, maybe with colours. */
export interface ActionItem {
  /** The target status, passed to `onAction`. */
  status: string;
  /** The button's text (and accessible name). */
  text: string;
  /** Text colour as '#RRGGBB' (or '#RGB'). @default undefined */
  color?: string | null;
  /** Background colour as '#RRGGBB' (or '#RGB'). @default undefined */
  background?: string | null;
}

export interface ActionButtonsProps {
  /** Names the group of buttons for screen readers, e.g. 'Actions'. */
  label: string;
  /** The actions, in the order given. Nothing is rendered when empty. */
  actions: readonly ActionItem[];
  /** The status of the main action: shown as the primary button. @default undefined */
  main?: string | null;
  /**
   * Called with the pressed action's status. Until its promise settles every button ignores presses
   * (the pressed one shows a spinner, the others are aria-disabled). A rejection only ends the
   * pending state: report the error yourself (e.g. a toast).
   */
  onAction: (status: string) => Promise<unknown>;
  /** All buttons disabled. @default false */
  isDisabled?: boolean;
  /** Accessible name of the spinner on the pressed button. @default 'Loading' */
  pendingLabel?: string;
}

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/**
 * The server's colours when they are two hex colours with at least 4.5:1 contrast (WCAG AA), else
 * undefined and the button keeps the kit's own tone (as the brand colour does, ADR 0002).
 */
export function readableActionColors(action: Pick<ActionItem, 'color' | 'background'>): { color: string; background: string } | undefined {
  const { color, background } = action;
  if (!color || !background || !HEX.test(color) || !HEX.test(background)) return undefined;
  return contrastRatio(color, background) >= 4.5 ? { color, background } : undefined;
}

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const ActionButton = styled(Button)`
  &[data-custom] {
    background: var(--action-background);
    color: var(--action-color);
    border-color: color-mix(in srgb, var(--action-color) 35%, transparent);
  }
  /* Hover and press draw a ring in the text colour: darkening an unknown fill could lose contrast. */
  &[data-custom][data-hovered] { box-shadow: inset 0 0 0 1px var(--action-color); }
  &[data-custom][data-pressed] { box-shadow: inset 0 0 0 2px var(--action-color); }
  &[data-main] { font-weight: ${({ theme }) => theme.typography.weight.bold}; }
  /* Another action is being sent: this one waits. */
  &[aria-disabled='true']:not([data-pending]) { opacity: 0.6; cursor: progress; }
`;

/**
 * A record's actions as buttons (e.g. a booking's status changes). Each press sends one action;
 * while it is in flight no other press is taken, so a double click never sends twice.
 */
export function ActionButtons({ label, actions, main, onAction, isDisabled = false, pendingLabel = BASIC_MSG.loading }: ActionButtonsProps) {
  const [pending, setPending] = useState<string | null>(null);
  // Set before React re-renders: a second press in the same frame is refused too.
  const busy = useRef(false);

  if (actions.length === 0) return null;

  const press = (status: string) => {
    if (busy.current) return;
    busy.current = true;
    setPending(status);
    const done = () => {
      busy.current = false;
      setPending(null);
    };
    let sent: Promise<unknown>;
    try {
      sent = onAction(status);
    } catch {
      sent = Promise.resolve();
    }
    Promise.resolve(sent).then(done, done);
  };

  return (
    <Group role="group" aria-label={label}>
      {actions.map((action) => {
        const colors = readableActionColors(action);
        const isMain = main != null && action.status === main;
        const isPending = pending === action.status;
        const waiting = pending !== null && !isPending;
        return (
          <ActionButton
            key={action.status}
            variant={isMain ? 'primary' : 'secondary'}
            isDisabled={isDisabled}
            isPending={isPending}
            pendingLabel={pendingLabel}
            aria-disabled={waiting || undefined}
            data-main={isMain || undefined}
            data-custom={colors ? true : undefined}
            style={colors ? ({ '--action-color': colors.color, '--action-background': colors.background } as CSSProperties) : undefined}
            onPress={() => press(action.status)}
          >
            {action.text}
          </ActionButton>
        );
      })}
    </Group>
  );
}
