import { useCallback, useState } from 'react';
import { MENU_OPEN_MIN_WIDTH } from 'shared/contract';

/** Narrow screens get the menu as an overlay that closes once a link is followed. */
export function isNarrowWindow(): boolean {
  return window.innerWidth <= MENU_OPEN_MIN_WIDTH;
}

export interface MenuState {
  open: boolean;
  toggle: () => void;
  close: () => void;
  /** Closes the menu if it overlays the page (narrow window). */
  closeIfOverlay: () => void;
}

/** The side menu: open at first when the window is wider than 740 px (spec section 9). */
export function useMenu(): MenuState {
  const [open, setOpen] = useState(() => !isNarrowWindow());
  const toggle = useCallback(() => setOpen((previous) => !previous), []);
  const close = useCallback(() => setOpen(false), []);
  const closeIfOverlay = useCallback(() => {
    if (isNarrowWindow()) setOpen(false);
  }, []);
  return { open, toggle, close, closeIfOverlay };
}
