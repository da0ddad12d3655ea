import type { ReactNode } from 'react';
import {
  FieldError as RACFieldError,
  Input as RACInput,
  Label as RACLabel,
  Text,
  TextArea as RACTextArea,
  type ValidationResult,
} from 'react-aria-components';
import styled, { css } from 'styled-components';

/** The texts every field shows around its control: label, help and error. */
export interface FieldChromeProps {
  /** Visible label; it is also the control's accessible name. @default undefined */
  label?: ReactNode;
  /** Help text under the control, linked with aria-describedby. @default undefined */
  description?: ReactNode;
  /** Shown (and announced) while the field is invalid (`isInvalid`). @default undefined */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
}

/** Vertical stack for label, control, help and error; every RAC field root uses it. */
export const fieldStack = css`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

const labelText = css`
  font-weight: ${({ theme }) => theme.typography.weight.medium};
  color: ${({ theme }) => theme.color.textPrimary};
`;

export const FieldLabel = styled(RACLabel)`
  ${labelText}
`;

const GroupLabelText = styled.span`
  ${labelText}
`;

export const FieldDescription = styled(Text).attrs({ slot: 'description' })`
  font-size: ${({ theme }) => theme.typography.size.xs};
  color: ${({ theme }) => theme.color.textMuted};
`;

export const FieldErrorText = styled(RACFieldError)`
  font-size: ${({ theme }) => theme.typography.size.xs};
  color: ${({ theme }) => theme.color.textError};
`;

/** Shared look of text-like controls; state comes from RAC's data attributes. */
/** The least height of a text control (controlSurface): what a placeholder reserves for one. */
export const CONTROL_MIN_HEIGHT = 36;

export const controlSurface = css`
  min-height: ${CONTROL_MIN_HEIGHT}px;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.textPrimary};
  font: inherit;
  &[data-hovered] { border-color: ${({ theme }) => theme.color.textPrimary}; }
  &[data-focus-visible], &[data-focused] {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 1px;
  }
  &[data-invalid] { border-color: ${({ theme }) => theme.color.textError}; }
  &[data-disabled] {
    background: ${({ theme }) => theme.color.surfaceSunken};
    color: ${({ theme }) => theme.color.textMuted};
    cursor: not-allowed;
  }
  [data-readonly] > & , [data-readonly] & {
    background: ${({ theme }) => theme.color.surfaceMuted};
    border-style: dashed;
  }
`;

export const FieldInput = styled(RACInput)`
  ${controlSurface}
  width: 100%;
`;

export const FieldTextArea = styled(RACTextArea)`
  ${controlSurface}
  width: 100%;
  min-height: 88px;
  resize: vertical;
`;

/** Label, description and error in the order the kit shows them, around `children`. */
const RequiredMark = styled.span`
  color: ${({ theme }) => theme.color.textError};
  margin-left: ${({ theme }) => theme.space.xxs};
`;

export interface FieldChromeRenderProps extends FieldChromeProps {
  /** Adds a visual '*' to the label; the control itself carries aria-required. @default false */
  isRequired?: boolean;
  children: ReactNode;
}

/**
 * The label of a group of controls (role="group" with aria-labelledby={id}): styled like
 * FieldLabel, with the same '*' when required. A RAC Label needs one control to name.
 */
export function GroupLabel({ id, isRequired, children }: { id: string; isRequired?: boolean; children: ReactNode }) {
  return (
    <GroupLabelText id={id}>
      {children}
      {isRequired && <RequiredMark aria-hidden="true">*</RequiredMark>}
    </GroupLabelText>
  );
}

export function FieldChrome({ label, description, errorMessage, isRequired, children }: FieldChromeRenderProps) {
  return (
    <>
      {label != null && (
        <FieldLabel>
          {label}
          {isRequired && <RequiredMark aria-hidden="true">*</RequiredMark>}
        </FieldLabel>
      )}
      {children}
      {description != null && <FieldDescription>{description}</FieldDescription>}
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </>
  );
}
