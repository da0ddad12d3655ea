/**
 * A device token, shown once (after Add tracker or New token): the token in a read-only field, Copy token,
 * and the warning that it will not be shown again. The device sends it as `Authorization: Bearer <token>`
 * to POST /api/v1/tracking/positions.
 */
import styled from 'styled-components';
import { MSG, TRACKING_TEXT } from '@atoll/contract';
import { Button, TextField, showToast } from '@atoll/ui-kit';

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.color.surfaceSunken};
  p { margin: 0; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

export function DeviceToken({ name, token, onDone }: { name: string; token: string; onDone: () => void }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(token);
      showToast({ title: TRACKING_TEXT.copied, tone: 'success' });
    } catch {
      showToast({ title: MSG.errorToast('The token could not be copied. Select it and copy it by hand'), tone: 'error' });
    }
  };
  return (
    <Panel aria-label={`${TRACKING_TEXT.deviceToken}: ${name}`}>
      <p role="status">{TRACKING_TEXT.tokenOnce}</p>
      <TextField label={`${TRACKING_TEXT.deviceToken} (${name})`} value={token} isReadOnly />
      <Actions>
        <Button onPress={() => void copy()}>{TRACKING_TEXT.copyToken}</Button>
        <Button variant="secondary" onPress={onDone}>
          Done
        </Button>
      </Actions>
    </Panel>
  );
}
