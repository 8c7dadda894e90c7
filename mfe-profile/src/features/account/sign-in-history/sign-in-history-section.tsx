import { useTranslation } from 'shared/i18n';
import { Card, ScrollTable } from 'shared/ui';
import { useLocaleFormat } from 'shared/ui/locale-format';
import { useAccountSecurityEventsQuery } from '../../../api/account-api';
import { TabLoader } from '../../../components/tab-loader';
import type { AccountSectionProps } from '../account-section';
import { useDeviceName } from '../device-name';
import { ACCOUNT_NAMESPACE } from '../register-texts';

/**
 * The account's security log as the server keeps it: the latest sign-ins (failed ones too),
 * password changes and resets, and two-step sign-in changes. Fetched whenever the tab opens, so a
 * sign-in elsewhere shows up without reloading the page.
 */
export function SignInHistorySection({ id }: AccountSectionProps) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE, { keyPrefix: 'history' });
  const events = useAccountSecurityEventsQuery(undefined, { refetchOnMountOrArgChange: true });
  const format = useLocaleFormat();
  const deviceName = useDeviceName();
  return (
    <Card id={id} title={t('title')}>
      <p>{t('intro')}</p>
      <TabLoader query={events}>
        {(entries) =>
          entries.length === 0 ? (
            <p>{t('empty')}</p>
          ) : (
            <ScrollTable label={t('tableLabel')} caption={false} stacked>
              <thead>
                <tr>
                  <th scope="col">{t('when')}</th>
                  <th scope="col">{t('event')}</th>
                  <th scope="col">{t('device')}</th>
                </tr>
              </thead>
              <tbody>
                {entries.map((entry, index) => (
                  // Two events may share a time and a kind: the position keeps keys unique.
                  // biome-ignore lint/suspicious/noArrayIndexKey: the list is replaced whole.
                  <tr key={`${entry.at}-${entry.kind}-${index}`}>
                    <td data-label={t('when')}>{format.dateTime(new Date(entry.at))}</td>
                    <td data-label={t('event')}>{t(`kinds.${entry.kind}`)}</td>
                    <td data-label={t('device')}>{deviceName(entry.device)}</td>
                  </tr>
                ))}
              </tbody>
            </ScrollTable>
          )
        }
      </TabLoader>
    </Card>
  );
}
