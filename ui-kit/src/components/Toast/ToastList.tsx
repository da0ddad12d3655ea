import {
  Text,
  UNSTABLE_Toast as RACToast,
  UNSTABLE_ToastContent as RACToastContent,
  UNSTABLE_ToastRegion as RACToastRegion,
} from 'react-aria-components';
import styled from 'styled-components';
import { media } from '../../theme/breakpoints';
import { Button } from '../Button';
import { CloseButton } from '../Modal/CloseButton';
import { toastQueue, type ToastMessage } from './toastQueue';
import type { ToastRegionProps } from './toastTypes';

/*
 * Bottom right, away from the top bar's user menu and a drawer's header (Delete, Set Inactive, close);
 * newest at the bottom. On phones a full-width stack at the bottom, above the home indicator.
 */
const Region = styled(RACToastRegion<ToastMessage>)`
  position: fixed;
  right: ${({ theme }) => theme.space.lg};
  bottom: ${({ theme }) => theme.space.lg};
  z-index: ${({ theme }) => theme.zIndex.toast};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  outline: none;
  &[data-focus-visible] { outline: 2px solid ${({ theme }) => theme.color.focusRing}; outline-offset: 2px; }
  ${media.belowPhone} {
    left: ${({ theme }) => theme.space.sm};
    right: ${({ theme }) => theme.space.sm};
    bottom: calc(${({ theme }) => theme.space.sm} + env(safe-area-inset-bottom));
  }
`;

const Item = styled(RACToast<ToastMessage>)`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  min-width: 280px;
  max-width: 420px;
  ${media.belowPhone} {
    min-width: 0;
    max-width: none;
  }
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border-radius: ${({ theme }) => theme.radii.md};
  border-left: 4px solid ${({ theme }) => theme.color.info};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.textPrimary};
  box-shadow: ${({ theme }) => theme.shadows.overlay};
  &[data-tone='success'] { border-left-color: ${({ theme }) => theme.color.success}; }
  &[data-tone='error'] { border-left-color: ${({ theme }) => theme.color.textError}; }
  &[data-focus-visible] { outline: 2px solid ${({ theme }) => theme.color.focusRing}; outline-offset: 2px; }
`;

const Content = styled(RACToastContent)`
  flex: 1;
  display: flex;
  flex-direction: column;
  [slot='title'] { font-weight: ${({ theme }) => theme.typography.weight.bold}; }
  [slot='description'] { color: ${({ theme }) => theme.color.textMuted}; }
`;

// The follow-up sits on the title's line, before Dismiss; it keeps its words on one line.
const Action = styled(Button)`
  align-self: center;
  flex-shrink: 0;
  white-space: nowrap;
`;

/** The toasts' landmark and list (React Aria's toast region), loaded with the first toast (ToastRegion). */
export default function ToastList({ label = 'Notifications', dismissLabel = 'Dismiss' }: ToastRegionProps) {
  return (
    <Region queue={toastQueue} aria-label={label}>
      {({ toast }) => (
        <Item toast={toast} data-tone={toast.content.tone}>
          <Content>
            <Text slot="title">{toast.content.title}</Text>
            {toast.content.description && <Text slot="description">{toast.content.description}</Text>}
          </Content>
          {toast.content.action && (
            <Action
              variant="link"
              onPress={() => {
                toast.content.action?.onAction();
                toastQueue.close(toast.key);
              }}
            >
              {toast.content.action.label}
            </Action>
          )}
          <CloseButton slot="close" aria-label={dismissLabel} />
        </Item>
      )}
    </Region>
  );
}
