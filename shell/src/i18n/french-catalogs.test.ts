import { describeFrenchCatalog } from 'shared/testing';
import { siteCatalog } from './site-catalog';
import { siteCatalogFr } from './site-catalog.fr';

// Registered by bootstrap.tsx and the pre-rendered login (the lead's), so no registration here.
describeFrenchCatalog({
  owner: 'the shell (the terms of service)',
  english: siteCatalog,
  french: siteCatalogFr,
});
