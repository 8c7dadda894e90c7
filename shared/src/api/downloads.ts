/**
 * Saves a downloaded file under `fileName` through a temporary link, then frees the object URL.
 * The revoke waits a moment: some browsers start reading the URL after the click returns.
 */
export function saveObjectUrl(objectUrl: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(objectUrl), 30_000);
}
