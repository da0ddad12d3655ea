import styled from 'styled-components';
import { controlSurface } from '../FieldParts/FieldParts';

/**
 * The platform's own select with the kit's control surface and a chevron (the icon is the wrapper's svg).
 * The table's rows per page and its card layout's Sort by: a few fixed choices need no custom listbox, a
 * phone shows its native picker, and the table screens do not load React Aria's popover and listbox (~25 KB).
 */
export const NativeSelect = styled.span`
  position: relative;
  display: inline-flex;
  align-items: center;
  min-width: 0;
  select {
    ${controlSurface}
    min-width: 0;
    max-width: 100%;
    appearance: none;
    padding-right: 32px;
    cursor: pointer;
    &:hover { border-color: ${({ theme }) => theme.color.textPrimary}; }
    &:focus-visible { outline: 2px solid ${({ theme }) => theme.color.focusRing}; outline-offset: 1px; }
  }
  svg {
    position: absolute;
    right: ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.color.textMuted};
    pointer-events: none;
  }
`;
