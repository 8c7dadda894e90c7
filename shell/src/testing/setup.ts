// Shell-only setup: the catalog the shell registers itself at start-up.
import { addCatalog } from 'shared/i18n';
import { loadSiteCatalogFr, SITE_NAMESPACE, siteCatalog } from '../i18n/site-catalog';

addCatalog(SITE_NAMESPACE, siteCatalog, loadSiteCatalogFr);
