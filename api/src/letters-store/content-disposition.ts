import { letterFileName } from 'shared/contract';

/** RFC 5987 value characters beyond alphanumerics: everything else is percent-encoded. */
const ATTR_CHAR_EXTRAS = new Set(['!', '#', '$', '&', '+', '-', '.', '^', '_', '`', '|', '~']);

function encodeRfc5987(value: string): string {
  let encoded = '';
  for (const byte of Buffer.from(value, 'utf8')) {
    const char = String.fromCharCode(byte);
    encoded +=
      /[A-Za-z0-9]/.test(char) || ATTR_CHAR_EXTRAS.has(char)
        ? char
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return encoded;
}

/**
 * `attachment` with the letter's file name (spec section 7: spaces to underscores, plus .pdf):
 * a plain `filename` for old clients, with anything outside printable ASCII (and quotes and
 * backslashes) as '_', and the exact UTF-8 name in `filename*` (decisions.md section 5).
 */
export function attachmentDisposition(letterName: string): string {
  return fileAttachmentDisposition(letterFileName(letterName));
}

/** `attachment` with any file name: the ASCII fallback in `filename`, UTF-8 in `filename*`. */
export function fileAttachmentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeRfc5987(fileName)}`;
}
