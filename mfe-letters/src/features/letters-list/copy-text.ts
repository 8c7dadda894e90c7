/**
 * Copies text with the Clipboard API. False when the browser has none or refuses (no permission,
 * an insecure page): the caller then selects the text for the user to copy by hand.
 */
export async function copyText(text: string): Promise<boolean> {
  if (typeof navigator === 'undefined' || !navigator.clipboard?.writeText) return false;
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
