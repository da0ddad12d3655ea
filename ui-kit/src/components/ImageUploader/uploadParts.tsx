/** Pieces shared by the kit's uploaders: drop area, hint, progress bar, error line. */
import { useEffect, useRef } from 'react';
import { DropZone, ProgressBar } from 'react-aria-components';
import styled from 'styled-components';

/** Drag data only names exact types, so drops are offered for the common image formats. */
export const DROPPABLE_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/svg+xml', 'image/avif'];

export const UploadRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

export const UploadZone = styled(DropZone)`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  border: 2px dashed ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.color.surface};
  &[data-drop-target] { border-color: ${({ theme }) => theme.color.focusRing}; background: ${({ theme }) => theme.color.surfaceSunken}; }
  &[data-focus-visible] { outline: 2px solid ${({ theme }) => theme.color.focusRing}; }
`;

export const UploadHint = styled.span`
  font-size: ${({ theme }) => theme.typography.size.xs};
  color: ${({ theme }) => theme.color.textMuted};
`;

export const UploadActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

export const UploadError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textError};
  font-size: ${({ theme }) => theme.typography.size.xs};
`;

const Bar = styled(ProgressBar)`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  .track { height: 8px; border-radius: ${({ theme }) => theme.radii.pill}; background: ${({ theme }) => theme.color.surfaceSunken}; overflow: hidden; }
  .fill { height: 100%; background: ${({ theme }) => theme.color.actionPrimary}; }
`;

/** A labelled progress bar with its percentage, e.g. 'Uploading… 40%'. */
export function UploadProgress({ label, fraction, text = 'Uploading…' }: { label: string; fraction: number; text?: string }) {
  return (
    <Bar aria-label={label} value={Math.round(fraction * 100)}>
      {({ percentage }) => (
        <>
          <UploadHint>
            {text} {Math.round(percentage ?? 0)}%
          </UploadHint>
          <div className="track">
            <div className="fill" style={{ width: `${percentage ?? 0}%` }} />
          </div>
        </>
      )}
    </Bar>
  );
}

/**
 * The choose button is disabled while an upload runs, and a disabled button drops
 * keyboard focus to the page (in a drawer, Escape then no longer closes it). When
 * the upload ends and focus was lost, it goes back to the first enabled button of
 * the returned container (the uploader's actions); focus the user moved elsewhere
 * meanwhile is left alone.
 */
export function useFocusBackAfterUpload(busy: boolean) {
  const actions = useRef<HTMLDivElement>(null);
  const wasBusy = useRef(false);
  useEffect(() => {
    const active = document.activeElement;
    if (wasBusy.current && !busy && (!active || active === document.body)) {
      actions.current?.querySelector<HTMLElement>('button:not([disabled])')?.focus();
    }
    wasBusy.current = busy;
  }, [busy]);
  return actions;
}
