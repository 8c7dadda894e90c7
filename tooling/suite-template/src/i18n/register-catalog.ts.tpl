import { addCatalog } from 'shared/i18n';
import { __NAME___NAMESPACE, __name__Catalog } from './catalog';

/** The exposed module calls this as it loads: its French is a chunk of its own, loaded in French. */
export function register__Name__Catalog(): void {
  addCatalog(__NAME___NAMESPACE, __name__Catalog, () =>
    import('./catalog.fr').then((module) => module.__name__CatalogFr),
  );
}
