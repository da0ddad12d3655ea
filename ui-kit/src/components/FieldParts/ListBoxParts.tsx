import { ListBox, ListBoxItem, Popover as RACPopover } from 'react-aria-components';
import styled from 'styled-components';

/** An option of Select and ComboBox. */
export interface ListOption {
  id: string | number;
  label: string;
}

export const ListPopover = styled(RACPopover)`
  min-width: min(var(--trigger-width), calc(100vw - 24px));
  /* React Aria keeps 12px from the viewport edges; a full-width trigger would otherwise make the
     page scroll sideways when an option scrolls into view, and any scroll closes the list. */
  max-width: calc(100vw - 24px);
  max-height: 320px;
  overflow: auto;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.overlay};
  z-index: ${({ theme }) => theme.zIndex.popover};
`;

export const OptionList = styled(ListBox)`
  outline: none;
  padding: ${({ theme }) => theme.space.xs};
` as typeof ListBox;

export const OptionItem = styled(ListBoxItem)`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;
  outline: none;
  &[data-focused] { background: ${({ theme }) => theme.color.surfaceSunken}; }
  &[data-focus-visible] { outline: 2px solid ${({ theme }) => theme.color.focusRing}; }
  /* A bar, not a '✓' glyph: generated text would become part of the option's accessible name. */
  &[data-selected] {
    font-weight: ${({ theme }) => theme.typography.weight.bold};
    box-shadow: inset 3px 0 0 ${({ theme }) => theme.color.actionPrimary};
  }
  &[data-disabled] { color: ${({ theme }) => theme.color.textMuted}; cursor: not-allowed; }
` as typeof ListBoxItem;
