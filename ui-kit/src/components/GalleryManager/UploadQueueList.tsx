import styled from 'styled-components';
import { UploadError, UploadHint, UploadProgress } from '../ImageUploader/uploadParts';
import type { QueuedUpload } from './useUploadQueue';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  &:empty { display: none; }
`;

const Name = styled.span`
  font-weight: ${({ theme }) => theme.typography.weight.medium};
  overflow-wrap: anywhere;
`;

/** Files of the current batch that are waiting, uploading or were refused, each with its own state. */
export function UploadQueueList({ queue, label }: { queue: readonly QueuedUpload[]; label: string }) {
  if (queue.length === 0) return null;
  return (
    <List aria-label={label}>
      {queue.map((item) => (
        <li key={item.key}>
          {item.status === 'uploading' ? (
            <UploadProgress label={`Uploading ${item.name}`} fraction={item.progress} text={`Uploading ${item.name}…`} />
          ) : item.status === 'waiting' ? (
            <UploadHint>
              <Name>{item.name}</Name>: waiting
            </UploadHint>
          ) : (
            <UploadError role="alert">
              <Name>{item.name}</Name>: {item.error}
            </UploadError>
          )}
        </li>
      ))}
    </List>
  );
}
