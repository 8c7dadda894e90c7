import type { Catalog } from 'shared/i18n';

/** Every text of a catalog, at any depth. */
function textsOf(catalog: Catalog): string[] {
  return Object.values(catalog).flatMap((value) =>
    typeof value === 'string' ? [value] : textsOf(value),
  );
}

/**
 * The texts of a French catalog that break French typography: a straight apostrophe instead of
 * ’, or no no-break space (U+00A0 or U+202F) before : ; ! ? » or after «. A plain space there
 * would let a line break strand the sign at the start of a line. {{placeholders}} are skipped.
 */
export function frenchTypographyProblems(catalog: Catalog): string[] {
  return textsOf(catalog).filter((text) =>
    /'|[^\u00a0\u202f][:;!?»]|«[^\u00a0\u202f]/.test(text.replace(/{{[^}]*}}/g, '')),
  );
}
