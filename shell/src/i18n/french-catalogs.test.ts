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

describe('the side navigation', () => {
  it('lists the suites in spec order, then Sign Out (the landmark name aside)', () => {
    const { label: _landmark, ...entries } = frameCatalog.nav;
    expect(Object.values(entries)).toEqual([
      'Personal Information',
      'Credit Report Suite',
      'My Generated Letters',
      'Banking Information',
      'Credit Repair Suite',
      'Debt Settlement Suite',
      'Budget Suite',
      'Financial Suite',
      'Live Chat',
      'Identity Lock',
      'Sign Out',
    ]);
  });
});
