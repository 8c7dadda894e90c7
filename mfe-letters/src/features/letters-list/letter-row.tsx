import { Trash2 } from 'lucide-react';
import type { GeneratedLetter } from 'shared/contract';
import { useTranslation } from 'shared/i18n';
import { Button, IconButton } from 'shared/ui';
import { LETTERS_NAMESPACE } from '../../i18n/catalog';
import { formatRequestDate } from './format-date';
import styles from './letters-table.module.css';

export interface LetterRowProps {
  letter: GeneratedLetter;
  downloading: boolean;
  onDownload: (letter: GeneratedLetter) => void;
  onDelete: (letter: GeneratedLetter) => void;
}

/** One letter: its name (which downloads the PDF), its request date and a delete button. */
export function LetterRow({ letter, downloading, onDownload, onDelete }: LetterRowProps) {
  const { t } = useTranslation(LETTERS_NAMESPACE);
  return (
    <tr>
      <th scope="row" className={styles.name}>
        <Button variant="link" busy={downloading} onClick={() => onDownload(letter)}>
          {letter.name}
        </Button>
      </th>
      <td className={styles.date}>
        <time dateTime={letter.request_date}>{formatRequestDate(letter.request_date)}</time>
      </td>
      <td className={styles.actions}>
        <IconButton
          label={t('delete.label', { name: letter.name })}
          tone="danger"
          onClick={() => onDelete(letter)}
        >
          <Trash2 size={20} />
        </IconButton>
      </td>
    </tr>
  );
}
