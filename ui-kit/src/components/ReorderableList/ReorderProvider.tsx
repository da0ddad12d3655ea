import type { ReactNode } from 'react';
import { DndProvider } from 'react-dnd';
import { HTML5Backend } from 'react-dnd-html5-backend';

/**
 * The drag-and-drop context every ReorderableList needs above it: react-dnd's DndProvider with the
 * HTML5 (mouse) backend. Put ONE at the root of what reorders (react-dnd 16 allows a single HTML5
 * backend per window; further providers share it through react-dnd's global instance). The keyboard
 * path does not need it, but the list's drag hooks do.
 */
export function ReorderProvider({ children }: { children: ReactNode }) {
  return <DndProvider backend={HTML5Backend}>{children}</DndProvider>;
}
