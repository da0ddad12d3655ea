/**
 * Set Manual Rooms (spec sections 2 and 5): a modal with the room numbers one
 * per line, prefilled from the server; Save replaces the list.
 */
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { ERROR_CODES, MSG, parseRoomNumbers } from '@atoll/contract';
import { Button, Form, FormSubmitButton, FormTextArea, Modal, isApiError, showToast } from '@atoll/ui-kit';
import { PageLoading } from '#app/PageLoading.tsx';
import { useManualRoomsQuery, useSaveManualRoomsMutation } from './api';
import { QueryErrorCard } from '#app/QueryErrorCard.tsx';

export const MANUAL_ROOMS_TITLE = 'Set Manual Rooms';

/** The text area holds the numbers one per line; the server gets them as a list. */
interface ManualRoomsValues {
  numbers: string;
}

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

/**
 * The server names a bad room by its place in the list ('numbers[3]'); the person typed lines, so every
 * room message goes under the text area.
 */
function onTextArea(error: unknown): unknown {
  if (!isApiError(error) || error.code !== ERROR_CODES.VALIDATION_ERROR || !error.errors) return error;
  const messages = Object.entries(error.errors)
    .filter(([field]) => field.startsWith('numbers'))
    .flatMap(([, message]) => message);
  const others = Object.fromEntries(Object.entries(error.errors).filter(([field]) => !field.startsWith('numbers')));
  return messages.length ? { ...error, errors: { ...others, numbers: [...new Set(messages)] } } : error;
}

function ManualRoomsForm({ onDone }: { onDone: () => void }) {
  const { data: rooms, error, isLoading, isFetching, refetch } = useManualRoomsQuery(undefined, { refetchOnMountOrArgChange: true });
  const [saveManualRooms] = useSaveManualRoomsMutation();
  const initialValues = useMemo(() => ({ numbers: (rooms ?? []).map((room) => room.number).join('\n') }), [rooms]);

  if (isLoading) return <PageLoading label="Loading manual rooms" />;
  if (error || !rooms) return <QueryErrorCard error={error} onRetry={refetch} isRetrying={isFetching} />;

  const onSubmit = async ({ numbers }: ManualRoomsValues) => {
    await saveManualRooms({ numbers: parseRoomNumbers(numbers ?? '') })
      .unwrap()
      .catch((error: unknown) => {
        throw onTextArea(error);
      });
    showToast({ title: MSG.manualRoomsUpdated, tone: 'success' });
    onDone();
  };

  return (
    <Form<ManualRoomsValues> initialValues={initialValues} onSubmit={onSubmit} aria-label="Manual rooms">
      <FormTextArea name="numbers" label="Room numbers" description="One room number per line" rows={10} />
      <Actions>
        <Button variant="secondary" onPress={onDone}>
          Cancel
        </Button>
        <FormSubmitButton>Save</FormSubmitButton>
      </Actions>
    </Form>
  );
}

/** `initiallyOpen`: the dialog opens at once (a press on the Settings page's stand-in while this module loaded). */
export function ManualRooms({ initiallyOpen = false }: { initiallyOpen?: boolean }) {
  const [isOpen, setOpen] = useState(initiallyOpen);
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        {MANUAL_ROOMS_TITLE}
      </Button>
      <Modal isOpen={isOpen} onOpenChange={setOpen} title={MANUAL_ROOMS_TITLE}>
        {isOpen && <ManualRoomsForm onDone={() => setOpen(false)} />}
      </Modal>
    </>
  );
}
