import { createContext } from 'react';

/**
 * Where a SaveBar inside a drawer renders: an element the Drawer places under its scrolling body, so the
 * bar sits at the drawer's bottom edge, full width, with nothing of the form showing beneath or around it
 * however long the form is. Outside a drawer there is none and the bar sticks to its scrolling container.
 */
export const SaveBarSlotContext = createContext<HTMLElement | null>(null);
