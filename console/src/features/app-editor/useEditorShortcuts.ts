/**
 * Ctrl/Cmd+Z undoes and Shift+Ctrl/Cmd+Z (or Ctrl+Y) redoes the editor's unsaved edits — except while
 * typing in a field or inside a dialog or drawer, where the keys belong to the text or the form.
 */
import { useEffect, useRef } from 'react';

const inTextOrDialog = (target: EventTarget | null) =>
  target instanceof Element && Boolean(target.closest('input, textarea, select, [contenteditable="true"], [role="dialog"], [role="alertdialog"]'));

export function useEditorShortcuts(undo: () => void, redo: () => void) {
  const latest = useRef({ undo, redo });
  useEffect(() => {
    latest.current = { undo, redo };
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || inTextOrDialog(event.target)) return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) latest.current.undo();
      else if ((key === 'z' && event.shiftKey) || key === 'y') latest.current.redo();
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
