import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { MENU_OPEN_MIN_WIDTH } from 'shared/contract';

/** Narrow screens get the menu as an overlay that closes once a link is followed. */
export function isNarrowWindow(): boolean {
  return window.innerWidth <= MENU_OPEN_MIN_WIDTH;
}

export interface MenuState {
  open: boolean;
  /** The Menu button, where focus returns when the overlay closes. */
  buttonRef: RefObject<HTMLButtonElement | null>;
  toggle: () => void;
  close: () => void;
  /** Closes the menu if it overlays the page (narrow window), focus back on the Menu button. */
  closeIfOverlay: () => void;
}

/**
 * The side menu: open at first when the window is wider than 740 px (spec section 9). It follows
 * the window across that width: shown beside the page when the window grows past it, closed when
 * the window shrinks below it again, so it never covers the page unasked.
 */
export function useMenu(): MenuState {
  const [open, setOpen] = useState(() => !isNarrowWindow());
  const buttonRef = useRef<HTMLButtonElement | null>(null);
  const toggle = useCallback(() => setOpen((previous) => !previous), []);
  const close = useCallback(() => setOpen(false), []);
  const closeIfOverlay = useCallback(() => {
    if (!isNarrowWindow()) return;
    setOpen(false);
    buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    let narrow = isNarrowWindow();
    const followWidth = () => {
      if (isNarrowWindow() === narrow) return;
      narrow = !narrow;
      setOpen(!narrow);
    };
    window.addEventListener('resize', followWidth);
    return () => window.removeEventListener('resize', followWidth);
  }, []);

  return { open, buttonRef, toggle, close, closeIfOverlay };
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Keeps Tab and Shift+Tab inside the top bar and the overlay menu while the menu covers the
 * page: what lies under the backdrop cannot be seen, so it must not take focus either.
 */
export function trapFocusInMenu(
  event: { key: string; shiftKey: boolean; preventDefault: () => void },
  regions: readonly (HTMLElement | null)[],
): void {
  if (event.key !== 'Tab') return;
  const stops = regions.flatMap((region) =>
    region ? [...region.querySelectorAll<HTMLElement>(FOCUSABLE)] : [],
  );
  if (stops.length === 0) return;
  const index = document.activeElement ? stops.indexOf(document.activeElement as HTMLElement) : -1;
  const step = event.shiftKey ? -1 : 1;
  const next = index === -1 ? (event.shiftKey ? stops.length - 1 : 0) : index + step;
  event.preventDefault();
  stops[(next + stops.length) % stops.length]?.focus();
}
