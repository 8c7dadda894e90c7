/**
 * Where focus goes when a dialog closes: back to the control that opened it, or, when that
 * control is gone (the row it deleted), to the heading of the page the user now sees, so focus
 * never falls to the page's body and a screen reader says where the user is.
 */
export function returnFocus(opener: HTMLElement | null): void {
  if (opener?.isConnected) {
    opener.focus();
    return;
  }
  const heading = document.querySelector<HTMLElement>('main h1');
  if (!heading) return;
  // A heading is not focusable by Tab; -1 lets a script focus it without adding a Tab stop.
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus();
}
