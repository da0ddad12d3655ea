import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { LatLng, MapChildProps } from './mapTypes';

export interface PinProps {
  /** Where the pin stands: the tip under its round head. */
  position: LatLng;
  /** Its accessible name (a key place's name). */
  label: string;
  /** The icon's colour (a key place's icon foreground). @default '#FFFFFF' */
  color?: string;
  /** The head's fill (a key place's icon background). @default the theme's actionPrimary */
  background?: string;
  /** Drawn in the head at 18 px, e.g. the key place's icon. @default a dot */
  icon?: ReactNode;
  /** Makes the pin a button (focusable, Enter and Space); without it the pin is an image. @default undefined */
  onClick?: () => void;
  /** Drawn larger with a focus-coloured ring: the pin the list or the screen has selected. @default false */
  isSelected?: boolean;
  /**
   * A neighbour shown for reference (PinPicker's other places): smaller, faded and grey, and never a
   * target, so a click on it reaches the map (a place may go right beside another). Ignores onClick.
   * @default false
   */
  isMuted?: boolean;
}

const HEAD = 32;
const TAIL = 8;

const Root = styled.button<{ $background?: string; $color?: string }>`
  position: absolute;
  left: 0;
  top: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  width: ${HEAD}px;
  height: ${HEAD}px;
  padding: 0;
  border: 2px solid #ffffff;
  border-radius: 50%;
  background: ${({ $background, theme }) => $background ?? theme.color.actionPrimary};
  color: ${({ $color }) => $color ?? '#ffffff'};
  box-shadow: 0 1px 3px rgba(0, 0, 0, 0.5);
  font: inherit;
  transition: transform ${({ theme }) => theme.motion.fast};
  svg { width: 18px; height: 18px; }
  /* The tail: its tip is the pin's position. */
  &::after {
    content: '';
    position: absolute;
    left: 50%;
    bottom: -${TAIL + 1}px;
    border: ${TAIL / 2 + 1}px solid transparent;
    border-top: ${TAIL}px solid #ffffff;
    transform: translateX(-50%);
  }
  /* Scaled about the tail's tip, so the pin stays on its place (see the transform below). */
  transform-origin: 50% calc(100% + ${TAIL}px);
  &[data-selected] {
    z-index: 1;
    box-shadow: 0 0 0 3px ${({ theme }) => theme.color.focusRing};
  }
  &[data-muted] {
    background: ${({ theme }) => theme.color.textMuted};
    opacity: 0.7;
    pointer-events: none;
  }
  &:is(button) { cursor: pointer; }
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.color.focusRing}; outline-offset: 3px; z-index: 2; }
  @media (prefers-reduced-motion: reduce) { transition: none; }
`;

const Dot = styled.span`
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: currentColor;
`;

/**
 * A place on the map that does not move: a round head in `background` with `icon` in `color` (a key
 * place's icon pair), its tail's tip on `position`. With onClick it is a button; otherwise an image
 * named by `label` (never a tab stop). Muted, a grey faded reference mark. A direct child of MapView.
 */
export function Pin({ position: _position, label, color, background, icon, onClick, isSelected = false, isMuted = false, left = 0, top = 0 }: PinProps & MapChildProps) {
  // One transform: the CSS `scale` property would also scale the translation and move the pin off its place.
  const scale = isMuted ? ' scale(0.75)' : isSelected ? ' scale(1.2)' : '';
  const style = { transform: `translate(${left - HEAD / 2}px, ${top - HEAD - TAIL}px)${scale}` };
  const shared = {
    $background: isMuted ? undefined : background,
    $color: isMuted ? undefined : color,
    'data-selected': isSelected && !isMuted ? '' : undefined,
    'data-muted': isMuted ? '' : undefined,
    'data-pin': '',
    // A muted pin lets the map take the click (pigeon-maps ignores clicks on .pigeon-click-block).
    className: isMuted ? undefined : 'pigeon-click-block',
    style,
  };
  const content = icon && !isMuted ? <span aria-hidden="true" style={{ display: 'contents' }}>{icon}</span> : <Dot aria-hidden="true" />;
  if (!onClick || isMuted) {
    return (
      <Root as="span" role="img" aria-label={label} {...shared}>
        {content}
      </Root>
    );
  }
  return (
    <Root type="button" aria-label={label} aria-current={isSelected || undefined} onClick={onClick} {...shared}>
      {content}
    </Root>
  );
}
