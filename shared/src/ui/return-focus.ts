/**
 * Focus to the heading of the page the user now sees, so that focus never falls to the page's
 * body and a screen reader says where the user is (after a dialog's opener is gone, or after a
 * letter was made and the list of letters opened).
 */
export function focusPageHeading(): void {
  // The page's own heading: in the app's main region, else (a suite on its own) the first one.
  const heading =
    document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1');
  if (!heading) return;
  // A heading is not focusable by Tab; -1 lets a script focus it without adding a Tab stop.
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus();
}

/**
 * Where focus goes when a dialog closes: back to what opened it, else to the page's heading,
 * unless the page has already put it somewhere (a password field it now asks for).
 */
export function returnFocus(opener: HTMLElement | null): void {
  if (opener?.isConnected) {
    opener.focus();
    return;
  }
  const focused = document.activeElement;
  if (focused && focused !== document.body && !focused.closest('[role="dialog"]')) return;
  focusPageHeading();
}
