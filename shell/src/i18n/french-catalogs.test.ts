import { describeFrenchCatalog } from 'shared/testing';
import { frameCatalog } from './frame-catalog';
import { frameCatalogFr } from './frame-catalog.fr';
import { siteCatalog } from './site-catalog';
import { siteCatalogFr } from './site-catalog.fr';

// Registered by the terms page and the app's layout, each when its code loads.
describeFrenchCatalog({
  owner: 'the shell (the terms of service)',
  english: siteCatalog,
  french: siteCatalogFr,
});
describeFrenchCatalog({
  owner: 'the shell (the app frame)',
  english: frameCatalog,
  french: frameCatalogFr,
});

// The navigation's spec order is checked where it is shown (app-layout.test.tsx).
