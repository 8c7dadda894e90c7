import { addCatalog, useTranslation } from 'shared/i18n';
import { Link } from 'shared/router';
import { Card, useDocumentTitle } from 'shared/ui';
import { LOGIN_PATH } from '../../app/paths';
import { PublicPage } from '../../components/public-page';
import {
  ACCOUNT_DELETED_NAMESPACE,
  accountDeletedCatalog,
  loadAccountDeletedCatalogFr,
} from '../../i18n/account-deleted-catalog';
import { useEndHeldSession } from '../auth/use-end-held-session';

addCatalog(ACCOUNT_DELETED_NAMESPACE, accountDeletedCatalog, loadAccountDeletedCatalogFr);

/**
 * `/account-deleted`: where Delete my account lands (issue 17). Public and light, like the
 * terms: it needs neither the store nor the suites. Like the login page, it ends the session
 * this tab still holds (the server deleted it with the account): the key leaves the tab and the
 * store, whose cached answers go with it.
 */
export function AccountDeletedPage() {
  const { t } = useTranslation(ACCOUNT_DELETED_NAMESPACE);
  useEndHeldSession();
  useDocumentTitle(t('heading'));
  return (
    <PublicPage>
      <Card>
        <h1>{t('heading')}</h1>
        <p>{t('body')}</p>
        <p>{t('newAccount')}</p>
        <p>
          <Link to={LOGIN_PATH}>{t('signInLink')}</Link>
        </p>
      </Card>
    </PublicPage>
  );
}
