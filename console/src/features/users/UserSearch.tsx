/** The search box of the Users list (q_name: name or username); the list follows a moment after typing stops. */
import { useEffect, useRef, useState } from 'react';
import { TextField } from '@atoll/ui-kit';

/** Long enough to skip a call per key, short enough to feel immediate. */
export const SEARCH_DELAY_MS = 300;

export function UserSearch({ value, onSearch }: { value: string; onSearch: (text: string) => void }) {
  const [text, setText] = useState(value);
  const sent = useRef(value);
  // Back/forward changes the URL: the box follows, unless the change is our own search arriving.
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);
  useEffect(() => {
    if (text === sent.current) return undefined;
    const timer = setTimeout(() => {
      sent.current = text;
      onSearch(text);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, onSearch]);
  return <TextField label="Search" type="search" placeholder="Name or username" value={text} onChange={setText} />;
}
