import { useId, type ReactNode, type RefObject } from 'react';
import {
  Dialog,
  DialogContext,
  Heading,
  Label,
  Link,
  Modal,
  ModalOverlay,
  OverlayTriggerStateContext,
  PopoverContext,
  Provider,
  Radio,
  RadioGroup,
  RootMenuTriggerStateContext,
} from 'react-aria-components';
import type { OverlayTriggerAria } from 'react-aria/useOverlayTrigger';
import type { RootMenuTriggerState } from 'react-stately/useMenuTriggerState';
import { LogOut } from 'lucide-react';
import styled from 'styled-components';
import { Button } from '../Button';
import { CloseButton } from '../Modal/CloseButton';
import { CountBadge } from '../CountBadge';
import { isColorSchemePreference } from '../../theme/colorScheme';
import { APPEARANCE_TEXT, isGroupCurrent, isItemCurrent, type NavAccount, type NavAppearance, type NavGroup } from './navModel';

export interface NavSheetPanelProps {
  state: RootMenuTriggerState;
  triggerRef: RefObject<HTMLButtonElement | null>;
  /** The sheet's ARIA props from `useOverlayTrigger`, labelled by the trigger as DialogTrigger does. */
  overlayProps: OverlayTriggerAria['overlayProps'] & { 'aria-labelledby'?: string };
  groups: NavGroup[];
  currentPath?: string;
  account?: NavAccount;
  userMenu?: ReactNode;
  label: string;
  setOpen: (open: boolean) => void;
}

const Overlay = styled(ModalOverlay)`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.drawer};
  display: flex;
  justify-content: flex-end;
  background: ${({ theme }) => theme.color.overlay};
`;

const Panel = styled(Modal)`
  display: flex;
  width: min(360px, 100vw);
  height: 100%;
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadows.overlay};
`;

const Sheet = styled(Dialog)`
  display: flex;
  flex-direction: column;
  width: 100%;
  min-height: 0;
  outline: none;
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  h2 { margin: 0; font-size: ${({ theme }) => theme.typography.size.lg}; }
`;

const Sections = styled.div`
  flex: 1;
  overflow-y: auto;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
`;

const Section = styled.section`
  padding: ${({ theme }) => `${theme.space.sm} 0`};
  & + & { border-top: 1px solid ${({ theme }) => theme.color.surfaceSunken}; }
  h3 {
    margin: ${({ theme }) => `${theme.space.xs} 0`};
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.typography.size.xs};
    font-weight: ${({ theme }) => theme.typography.weight.bold};
    letter-spacing: 0.06em;
    text-transform: uppercase;
  }
  h3[data-current] { color: ${({ theme }) => theme.color.actionPrimaryText}; }
  ul { margin: 0; padding: 0; list-style: none; }
`;

const SheetLink = styled(Link)`
  display: flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.sm};
  border-left: 3px solid transparent;
  color: ${({ theme }) => theme.color.textPrimary};
  text-decoration: none;
  outline: none;
  &[data-hovered] { background: ${({ theme }) => theme.color.surfaceSunken}; }
  &[data-focus-visible] { outline: 2px solid ${({ theme }) => theme.color.focusRing}; outline-offset: -2px; }
  /* A link with a count: the badge at the end of the row. */
  &[data-badge] { justify-content: space-between; gap: ${({ theme }) => theme.space.md}; }
  &[aria-current='page'] {
    border-left-color: ${({ theme }) => theme.color.actionPrimary};
    background: ${({ theme }) => theme.color.surfaceMuted};
    color: ${({ theme }) => theme.color.actionPrimaryText};
    font-weight: ${({ theme }) => theme.typography.weight.bold};
  }
`;

const Account = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  padding-bottom: max(${({ theme }) => theme.space.md}, env(safe-area-inset-bottom));
  border-top: 1px solid ${({ theme }) => theme.color.border};
  p { margin: 0; min-width: 0; line-height: 1.3; overflow-wrap: break-word; }
  small { display: block; color: ${({ theme }) => theme.color.textMuted}; font-size: ${({ theme }) => theme.typography.size.xs}; }
`;

const Foot = styled.div`
  border-top: 1px solid ${({ theme }) => theme.color.border};
  & > ${Account} { border-top: none; }
`;

/** Appearance as a segmented control: a radio group (arrows move the choice, Tab leaves). */
const Segments = styled(RadioGroup)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg} 0`};
  & > span { color: ${({ theme }) => theme.color.textMuted}; font-size: ${({ theme }) => theme.typography.size.xs}; font-weight: ${({ theme }) => theme.typography.weight.bold}; letter-spacing: 0.06em; text-transform: uppercase; }
  & > div { display: flex; padding: ${({ theme }) => theme.space.xxs}; border: 1px solid ${({ theme }) => theme.color.border}; border-radius: ${({ theme }) => theme.radii.sm}; background: ${({ theme }) => theme.color.surfaceMuted}; }
`;

const Segment = styled(Radio)`
  display: inline-flex;
  align-items: center;
  min-height: 32px;
  padding: 0 ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.xs};
  color: ${({ theme }) => theme.color.textMuted};
  cursor: pointer;
  &[data-selected] { background: ${({ theme }) => theme.color.surface}; color: ${({ theme }) => theme.color.textPrimary}; font-weight: ${({ theme }) => theme.typography.weight.semibold}; box-shadow: ${({ theme }) => theme.elevation[1]}; }
  &[data-focus-visible] { outline: 2px solid ${({ theme }) => theme.color.focusRing}; outline-offset: 1px; }
`;

function AppearanceChoice({ appearance }: { appearance: NavAppearance }) {
  return (
    <Segments
      orientation="horizontal"
      value={appearance.value}
      onChange={(value) => isColorSchemePreference(value) && appearance.onChange(value)}
    >
      <Label>{APPEARANCE_TEXT.label}</Label>
      <div>
        {APPEARANCE_TEXT.options.map((option) => (
          <Segment key={option.id} value={option.id}>
            {option.label}
          </Segment>
        ))}
      </div>
    </Segments>
  );
}

/**
 * The open navigation sheet, loaded on the Menu button's first use (NavSheet). It gives React Aria's
 * modal the contexts RAC's DialogTrigger would, so it behaves exactly as inside one: focus is trapped
 * in the sheet, Escape or the overlay closes it, and focus returns to the Menu button.
 */
export default function NavSheetPanel({ state, triggerRef, overlayProps, groups, currentPath, account, userMenu, label, setOpen }: NavSheetPanelProps) {
  const badgeIds = useId();
  return (
    <Provider
      values={[
        [OverlayTriggerStateContext, state],
        [RootMenuTriggerStateContext, state],
        [DialogContext, overlayProps],
        [PopoverContext, { trigger: 'DialogTrigger', triggerRef, id: overlayProps.id, 'aria-labelledby': overlayProps['aria-labelledby'] }],
      ]}
    >
    <Overlay isDismissable>
      <Panel>
        <Sheet>
          <Top>
            <Heading slot="title" level={2}>
              {label}
            </Heading>
            <CloseButton slot="close" />
          </Top>
          <Sections>
            {groups.map((group, groupIndex) => (
              <Section key={group.label} aria-label={group.label}>
                <h3 data-current={isGroupCurrent(group, currentPath) || undefined}>{group.label}</h3>
                <ul>
                  {group.items.map((item, index) => {
                    const badgeId = item.badge && item.badge.count > 0 ? `${badgeIds}-${groupIndex}-${index}` : undefined;
                    return (
                      <li key={item.href}>
                        <SheetLink
                          href={item.href}
                          aria-current={isItemCurrent(item, currentPath) ? 'page' : undefined}
                          aria-describedby={badgeId}
                          data-badge={badgeId ? true : undefined}
                          onPress={() => setOpen(false)}
                        >
                          {item.label}
                          {item.badge && badgeId && <CountBadge id={badgeId} count={item.badge.count} label={item.badge.label} />}
                        </SheetLink>
                      </li>
                    );
                  })}
                </ul>
              </Section>
            ))}
          </Sections>
          {account ? (
            <Foot>
              {account.appearance && <AppearanceChoice appearance={account.appearance} />}
              <Account>
                <p>
                  {account.name}
                  <small>{account.company}</small>
                </p>
                <Button variant="secondary" onPress={account.onLogout}>
                  <LogOut aria-hidden="true" size={16} />
                  {account.logoutLabel ?? 'Logout'}
                </Button>
              </Account>
            </Foot>
          ) : (
            userMenu && <Account>{userMenu}</Account>
          )}
        </Sheet>
      </Panel>
    </Overlay>
    </Provider>
  );
}
