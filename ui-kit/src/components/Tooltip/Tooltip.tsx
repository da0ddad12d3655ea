import { useState, type ReactElement, type ReactNode } from 'react';
import {
  FloatingPortal,
  autoUpdate,
  flip,
  offset,
  shift,
  useDismiss,
  useFloating,
  useFocus,
  useHover,
  useInteractions,
  useMergeRefs,
  useRole,
  type Placement,
} from '@floating-ui/react';
import styled from 'styled-components';
import { onlyTrigger, withTriggerProps } from './floatingTrigger';

export interface TooltipProps {
  /** What the tooltip says; it becomes the trigger's accessible description. */
  content: ReactNode;
  /** One focusable element (e.g. a Button or IconButton) the tooltip describes. */
  children: ReactElement;
  /** Preferred side; flips and shifts to stay on screen. @default 'top' */
  placement?: Placement;
  /** Milliseconds the pointer rests before the tooltip opens (focus opens it at once). @default 300 */
  delay?: number;
}

const Bubble = styled.div`
  max-width: 280px;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.color.textPrimary};
  color: ${({ theme }) => theme.color.surface};
  font-size: ${({ theme }) => theme.typography.size.xs};
  z-index: ${({ theme }) => theme.zIndex.popover};
  pointer-events: none;
`;

/**
 * A short hint on hover or keyboard focus (WAI-ARIA tooltip pattern via floating-ui: role
 * "tooltip", aria-describedby on the trigger, Escape closes it). Never put essential content here.
 */
export function Tooltip({ content, children, placement = 'top', delay = 300 }: TooltipProps) {
  const [isOpen, setOpen] = useState(false);
  const { refs, floatingStyles, context } = useFloating({
    open: isOpen,
    onOpenChange: setOpen,
    placement,
    middleware: [offset(6), flip(), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  const { getReferenceProps, getFloatingProps } = useInteractions([
    useHover(context, { move: false, delay: { open: delay, close: 0 } }),
    useFocus(context),
    useDismiss(context),
    useRole(context, { role: 'tooltip' }),
  ]);
  const trigger = onlyTrigger(children);
  const ref = useMergeRefs([refs.setReference, trigger.props.ref]);

  return (
    <>
      {withTriggerProps(trigger, getReferenceProps({ ...trigger.props, ref }))}
      {isOpen && (
        <FloatingPortal>
          <Bubble ref={refs.setFloating} style={floatingStyles} {...getFloatingProps()}>
            {content}
          </Bubble>
        </FloatingPortal>
      )}
    </>
  );
}
