import type { ReactNode } from 'react';
import { Dialog, Heading, Modal as RACModal } from 'react-aria-components';
import styled from 'styled-components';
import { CloseButton } from './CloseButton';
import { Backdrop } from './overlayStyles';

export interface ModalProps {
  /** Controlled open state; leave undefined inside a RAC DialogTrigger. */
  isOpen?: boolean;
  /** Called when the modal opens or closes (Escape, close button, outside click when dismissable). */
  onOpenChange?: (isOpen: boolean) => void;
  /** The heading, also the dialog's accessible name. */
  title: ReactNode;
  /** The body. */
  children: ReactNode;
  /** Actions at the bottom, usually Buttons; a Button with slot="close" closes the modal. */
  footer?: ReactNode;
  /** Clicking the backdrop closes it. @default true */
  isDismissable?: boolean;
  /** Shows the × close button. @default true */
  showCloseButton?: boolean;
  /** 'alertdialog' for interruptions that need an answer. @default 'dialog' */
  role?: 'dialog' | 'alertdialog';
  /** Maximum width in px. @default 520 */
  width?: number;
}

const Panel = styled(RACModal)`
  width: 100%;
  max-height: calc(100vh - 32px);
  overflow: auto;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadows.overlay};
`;

const Body = styled(Dialog)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.xl};
  outline: none;
`;

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

const Title = styled(Heading)`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.lg};
`;

export const ModalFooter = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

/** A centred dialog: RAC traps focus, closes on Escape and restores focus to what opened it. */
export function Modal({
  isOpen,
  onOpenChange,
  title,
  children,
  footer,
  isDismissable = true,
  showCloseButton = true,
  role = 'dialog',
  width = 520,
}: ModalProps) {
  return (
    <Backdrop isOpen={isOpen} onOpenChange={onOpenChange} isDismissable={isDismissable}>
      <Panel style={{ maxWidth: width }}>
        <Body role={role}>
          <Header>
            <Title slot="title">{title}</Title>
            {showCloseButton && <CloseButton slot="close" />}
          </Header>
          <div>{children}</div>
          {footer && <ModalFooter>{footer}</ModalFooter>}
        </Body>
      </Panel>
    </Backdrop>
  );
}
