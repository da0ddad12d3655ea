/**
 * One item of the Items tab: its name and price edited in place (Enter or leaving the field saves,
 * Escape puts the saved text back), and a button to its drawer for everything else (description,
 * cover, category, sort order). A failed save keeps what was typed and shows the message under the
 * field.
 */
import { useRef, useState } from 'react';
import { PanelRightOpen } from 'lucide-react';
import styled from 'styled-components';
import { translationText, type MenuItem } from '@atoll/contract';
import { IconButton, TextField, type TextFieldProps } from '@atoll/ui-kit';
import { useUpdateMenuItemMutation } from './api';
import { failureMessages, itemUpdate, schemaMessages, withEnglish, type InlineField } from './menuItemEdits';
import { notifySaved } from './formParts';

export const inlineLabel = { name: (item: string) => `Name of ${item}`, price_text: (item: string) => `Price of ${item}`, open: (item: string) => `Open ${item}` };

export const ItemColumns = styled.div`
  display: grid;
  /* The last column holds a row's Open button, or the quick add's Add: the same width in every row, so the columns line up. */
  grid-template-columns: minmax(0, 2fr) minmax(5.5rem, 1fr) 3.75rem;
  align-items: start;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
`;

interface InlineTextProps {
  label: string;
  value: string;
  onSave: (text: string) => Promise<string | undefined>;
}

/**
 * A text saved in place. The typed text is shown until the saved value changes (the refetched item),
 * so a successful save never flashes the old text, and a failed one keeps what was typed.
 */
function InlineText({ label, value, onSave }: InlineTextProps) {
  const [draft, setDraft] = useState<{ text: string; base: string } | null>(null);
  const [error, setError] = useState<string | undefined>();
  const sent = useRef<string | null>(null);
  const current = draft && draft.base === value ? draft.text : value;
  const save = async () => {
    if (current === value || current === sent.current) return;
    sent.current = current;
    const message = await onSave(current);
    if (message) sent.current = null;
    setError(message);
  };
  // React Aria stops a key event that has a handler: every key but the Escape that undoes the typing
  // goes on (a second Escape closes the drawer).
  const onKeyDown: TextFieldProps['onKeyDown'] = (event) => {
    if (event.key === 'Escape' && current !== value) {
      setDraft(null);
      setError(undefined);
      return;
    }
    event.continuePropagation();
    if (event.key === 'Enter') void save();
  };
  return (
    <TextField
      aria-label={label}
      value={current}
      onChange={(text) => setDraft({ text, base: value })}
      onKeyDown={onKeyDown}
      onBlur={() => void save()}
      isInvalid={error !== undefined}
      errorMessage={error}
    />
  );
}

export function MenuItemRow({ item, onOpen }: { item: MenuItem; onOpen: (id: number) => void }) {
  const [update] = useUpdateMenuItemMutation();
  const name = translationText(item.name);
  const saveField = (field: InlineField) => async (text: string) => {
    const payload = itemUpdate(item, { [field]: withEnglish(item[field], text) });
    const invalid = await schemaMessages('update', payload);
    if (Object.keys(invalid).length) return invalid[field] ?? Object.values(invalid)[0];
    try {
      await update(payload).unwrap();
      notifySaved();
      return undefined;
    } catch (error) {
      const messages = failureMessages(error);
      return messages[field] ?? Object.values(messages)[0];
    }
  };
  return (
    <ItemColumns>
      <InlineText label={inlineLabel.name(name)} value={translationText(item.name)} onSave={saveField('name')} />
      <InlineText label={inlineLabel.price_text(name)} value={translationText(item.price_text)} onSave={saveField('price_text')} />
      <IconButton aria-label={inlineLabel.open(name)} onPress={() => onOpen(item.id)}>
        <PanelRightOpen size={18} aria-hidden="true" />
      </IconButton>
    </ItemColumns>
  );
}
