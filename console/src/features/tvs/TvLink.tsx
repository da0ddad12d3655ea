/**
 * A TV's display link in its drawer: the link (opens in a new tab), Copy link, and New link — after a
 * confirm that the TV showing the old link stops working at once (POST tvs/{id}/link).
 */
import { useState } from 'react';
import styled from 'styled-components';
import { MSG, TVS_TEXT, type Tv } from '@atoll/contract';
import { Button, ConfirmDialog, showToast } from '@atoll/ui-kit';
import { useNewTvLinkMutation } from './api';
import { DisplayLink } from './DisplayLink';
import { TvStatus } from './TvStatus';

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  h3 {
    margin: 0;
    font-size: inherit;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

export function TvLink({ tv }: { tv: Tv }) {
  const [confirming, setConfirming] = useState(false);
  const [newLink] = useNewTvLinkMutation();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(tv.url);
      showToast({ title: TVS_TEXT.copied, tone: 'success' });
    } catch {
      showToast({ title: MSG.errorToast('The link could not be copied. Select it and copy it by hand'), tone: 'error' });
    }
  };
  return (
    <Panel aria-labelledby={`tv-link-${tv.id}`}>
      <h3 id={`tv-link-${tv.id}`}>{TVS_TEXT.fields.link}</h3>
      <DisplayLink url={tv.url} />
      <TvStatus tv={tv} />
      <Actions>
        <Button variant="secondary" onPress={() => void copy()}>
          {TVS_TEXT.copyLink}
        </Button>
        <Button variant="secondary" onPress={() => setConfirming(true)}>
          {TVS_TEXT.newLink}
        </Button>
      </Actions>
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title={TVS_TEXT.newLinkConfirmTitle}
        message={TVS_TEXT.newLinkConfirm}
        confirmLabel={TVS_TEXT.newLink}
        tone="danger"
        onConfirm={async () => {
          await newLink(tv.id).unwrap();
          showToast({ title: TVS_TEXT.newLinkDone, tone: 'success' });
        }}
      />
    </Panel>
  );
}
