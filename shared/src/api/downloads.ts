/** A downloaded file, ready to save: an object URL of its bytes (revoke it once used). */
export interface DownloadedFile {
  objectUrl: string;
}

/**
 * An RTK Query `responseHandler` for a call that answers a file: the bytes become an object URL
 * inside the request, so the store only ever holds a string; any other answer (an error's JSON)
 * is read as JSON and goes through the usual code and -4000 handling.
 */
export function fileResponseHandler(contentType: string) {
  return async (response: Response): Promise<unknown> => {
    const type = response.headers.get('Content-Type') ?? '';
    if (!response.ok || !type.startsWith(contentType)) return response.json();
    const file: DownloadedFile = { objectUrl: URL.createObjectURL(await response.blob()) };
    return file;
  };
}

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
