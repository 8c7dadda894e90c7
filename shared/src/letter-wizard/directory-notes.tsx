import { skipToken } from '@reduxjs/toolkit/query/react';
import { samePhoneNumber } from 'shared/contract';
import { useTranslation } from 'shared/i18n';
import { useCreditorDetailQuery } from './creditors-api';
import styles from './letter-wizard.module.css';
import { LETTER_WIZARD_NAMESPACE } from './texts';

/** What the directory knows about the picked creditor, worded for the consumer; null: nothing. */
export interface DirectoryNotes {
  fax: string | null;
  phone: string | null;
  address: string | null;
}

const NONE: DirectoryNotes = { fax: null, phone: null, address: null };

/**
 * The directory's notes about the creditor picked (`creditorId`, '' or null when none), for the
 * wizard to show beside the fields; never printed on a letter (issue 14). `fax` is the form's
 * fax field: the fax note holds while it still shows the directory's number (a number the user
 * typed or changed is theirs). A form without a fax field (does_not_have_account) passes
 * undefined: the letter then uses the directory's fax, so an unconfirmed one is always named.
 * The details come from the cache the picker filled.
 */
export function useDirectoryNotes(
  creditorId: string | null | undefined,
  fax: string | undefined,
): DirectoryNotes {
  const { t } = useTranslation(LETTER_WIZARD_NAMESPACE, { keyPrefix: 'creditor' });
  const { data } = useCreditorDetailQuery(creditorId ? creditorId : skipToken);
  if (!creditorId || !data || data.code !== 0) return NONE;
  return {
    fax: faxNote(),
    phone: data.phone_note ? t('phoneNote', { note: data.phone_note }) : null,
    address: data.address_note ? t('addressNote', { note: data.address_note }) : null,
  };

  function faxNote(): string | null {
    if (!data || data.fax === '') return null;
    if (fax === undefined) {
      return data.fax_confirmed ? null : t('faxUnconfirmedNoField', { fax: data.fax });
    }
    if (!samePhoneNumber(fax, data.fax)) return null;
    if (!data.fax_confirmed) {
      return data.fax_note
        ? t('faxUnconfirmed', { note: data.fax_note })
        : t('faxUnconfirmedNoNote');
    }
    return data.fax_note ? t('faxNote', { note: data.fax_note }) : null;
  }
}

/** A field hint and a directory note, as one hint (the note read with the field). */
export function withNote(hint: string | undefined, note: string | null): string | undefined {
  return [hint, note].filter(Boolean).join(' ') || undefined;
}

/** The notes that belong to no field (or to a form without them), as a short list. */
export function DirectoryNoteList({ notes }: { notes: readonly (string | null)[] }) {
  const shown = notes.filter((note): note is string => note !== null);
  if (shown.length === 0) return null;
  return (
    <ul className={styles.notes}>
      {shown.map((note) => (
        <li key={note}>{note}</li>
      ))}
    </ul>
  );
}
