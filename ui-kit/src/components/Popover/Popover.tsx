import { useId, useState, type ReactElement, type ReactNode } from 'react';
import {
  FloatingFocusManager,
  FloatingPortal,
  autoUpdate,
  flip,
  offset,
  shift,
  useClick,
  useDismiss,
  useFloating,
  useInteractions,
  useMergeRefs,
  useRole,
  type Placement,
} from '@floating-ui/react';
import styled from 'styled-components';
import { onlyTrigger, withTriggerProps } from '../Tooltip/floatingTrigger';

export interface PopoverProps {
  /** One button that opens and closes the popover. */
  trigger: ReactElement;
  /** Heading of the popover; it names the dialog. */
  title: string;
  /** The popover's content (may hold focusable controls). */
  children: ReactNode;
  /** Preferred side; flips and shifts to stay on screen. @default 'bottom-start' */
  placement?: Placement;
  /** Controlled open state. @default undefined (uncontrolled) */
  isOpen?: boolean;
  /** Called when the popover opens or closes. @default undefined */
  onOpenChange?: (isOpen: boolean) => void;
}

const Panel = styled.div`
  min-width: 200px;
  max-width: 360px;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadows.overlay};
  z-index: ${({ theme }) => theme.zIndex.popover};
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.color.focusRing}; }
`;

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.typography.size.md};
`;

/**
 * Non-modal dialog anchored to a button (floating-ui: aria-expanded/aria-controls on the trigger,
 * focus moves in and returns to the trigger, Escape or an outside click closes it).
 */
export function Popover({ trigger, title, children, placement = 'bottom-start', isOpen: controlledOpen, onOpenChange }: PopoverProps) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(false);
  const isOpen = controlledOpen ?? uncontrolledOpen;
  const setOpen = (open: boolean) => {
    setUncontrolledOpen(open);
    onOpenChange?.(open);
  };
  const titleId = useId();
  const { refs, floatingStyles, context } = useFloating({
    open: isOpen,
    onOpenChange: setOpen,
    placement,
    middleware: [offset(8), flip(), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  const { getReferenceProps, getFloatingProps } = useInteractions([
    useClick(context),
    useDismiss(context),
    useRole(context, { role: 'dialog' }),
  ]);
  const anchor = onlyTrigger(trigger);
  const ref = useMergeRefs([refs.setReference, anchor.props.ref]);

  return (
    <>
      {withTriggerProps(anchor, getReferenceProps({ ...anchor.props, ref }))}
      {isOpen && (
        <FloatingPortal>
          <FloatingFocusManager context={context} modal={false}>
            <Panel ref={refs.setFloating} style={floatingStyles} aria-labelledby={titleId} {...getFloatingProps()}>
              <Title id={titleId}>{title}</Title>
              {children}
            </Panel>
          </FloatingFocusManager>
        </FloatingPortal>
      )}
    </>
  );
}
