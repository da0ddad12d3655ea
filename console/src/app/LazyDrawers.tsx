/**
 * A screen's drawers as a chunk of their own (ADR 0034): what shows while it loads. Its own module (issue 23) so
 * that a table screen takes it without ContentScreen's card grid, search and skeletons.
 */
import { Suspense, useEffect, type ReactNode } from 'react';
import styled from 'styled-components';
import { LAYOUT } from '@atoll/contract';
import { DrawerSkeleton, media } from '@atoll/ui-kit';

export interface LazyDrawersProps {
  /** Whether any of the screen's drawers is open (in the URL). */
  isOpen: boolean;
  /** Closes the drawer (the URL's close): Escape or a press outside while it loads. */
  onClose?: () => void;
  /** The screen's drawers, a `lazy()` component. */
  children: ReactNode;
}

// The drawer's place while its code loads: the kit drawer's backdrop and panel, drawn without the
// kit's Drawer (React Aria's modal, focus scope), whose code is what is loading.
const LoadingBackdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.drawer};
  display: flex;
  justify-content: flex-end;
  background: ${({ theme }) => theme.color.overlay};
`;

const LoadingPanel = styled.div`
  width: ${LAYOUT.drawerWidth}px;
  max-width: 100vw;
  height: 100%;
  padding: ${({ theme }) => `${theme.space.xl}`};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadows.overlay};
  ${media.belowPhone} {
    width: 100vw;
    padding: ${({ theme }) => theme.space.lg};
    box-shadow: none;
  }
`;

/**
 * A drawer-shaped DrawerSkeleton (a status region named 'Loading') while a screen's drawers load.
 * As with the drawer, Escape or a press outside the panel closes it.
 */
function DrawerLoading({ onClose }: { onClose?: () => void }) {
  useEffect(() => {
    if (!onClose) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onClose]);
  return (
    // The panel is not a dialog yet and takes no focus: Escape (above) is the keyboard's way out.
    <LoadingBackdrop onClick={(event) => event.target === event.currentTarget && onClose?.()}>
      <LoadingPanel>
        <DrawerSkeleton />
      </LoadingPanel>
    </LoadingBackdrop>
  );
}

/**
 * A screen's drawers and their forms as a chunk of their own, fetched on the first open instead of
 * with the list (docs/console.md, Performance; ADR 0034). Until it arrives the drawer's place shows
 * the kit's DrawerSkeleton; focus stays on what opened the drawer, so the drawer, once there, takes
 * it and returns it on close as before. A chunk that cannot be fetched throws to the route's error
 * card (Network Error, Retry).
 */
export function LazyDrawers({ isOpen, onClose, children }: LazyDrawersProps) {
  if (!isOpen) return null;
  return <Suspense fallback={<DrawerLoading onClose={onClose} />}>{children}</Suspense>;
}
