import { type Fact, inLanguage, REPORT_RETENTION, valueIn } from 'shared/contract';
import { useTranslation } from 'shared/i18n';
import { ScrollTable, useReferenceLanguage } from 'shared/ui';
import { REPAIR_NAMESPACE } from '../../i18n/namespace';

/**
 * How long each bureau keeps each kind of information (shared/contract REPORT_RETENTION). A
 * value the reference data marks unconfirmed is not stated: the reader is sent to the bureau.
 */
export function RetentionTable() {
  const { t } = useTranslation(REPAIR_NAMESPACE, {
    keyPrefix: 'creditRepairSuite.education.retention',
  });
  const language = useReferenceLanguage();
  const shown = (value: Fact<string>) =>
    value.unconfirmed ? t('unconfirmed') : inLanguage(value, language);
  return (
    <ScrollTable label={t('caption')}>
      <thead>
        <tr>
          <th scope="col">{t('item')}</th>
          <th scope="col">{t('equifax')}</th>
          <th scope="col">{t('transunion')}</th>
        </tr>
      </thead>
      <tbody>
        {REPORT_RETENTION.map((rule) => (
          <tr key={rule.id}>
            <th scope="row">{valueIn(rule.item, language)}</th>
            <td>{shown(rule.equifax)}</td>
            <td>{shown(rule.transunion)}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
