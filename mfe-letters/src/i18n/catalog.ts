import type { Catalog } from 'shared/i18n';

/** This suite's texts (namespace 'letters'), registered when the exposed module loads. */
export const LETTERS_NAMESPACE = 'letters';

export const lettersCatalog = {
  title: 'My Generated Letters',
  intro:
    'Every letter you generate is kept here. Select a letter’s name to download it as a PDF, then print, sign and send it as its first page explains.',
  tabsLabel: 'Letter groups',
  groups: {
    'credit-report': {
      tab: 'Credit Report',
      tableLabel: 'Credit report letters',
      empty: 'You have no credit report letters yet.',
      suiteLink: 'Request your free credit reports in the Credit Report Suite',
    },
    'credit-repair': {
      tab: 'Credit Repair',
      tableLabel: 'Credit repair letters',
      empty: 'You have no credit repair letters yet.',
      suiteLink: 'Write a dispute letter in the Credit Repair Suite',
    },
    'debt-settlement': {
      tab: 'Debt Settlement',
      tableLabel: 'Debt settlement letters',
      empty: 'You have no debt settlement letters yet.',
      suiteLink: 'Write a settlement letter in the Debt Settlement Suite',
    },
  },
  columns: {
    name: 'Name',
    requestDate: 'Request Date',
    actions: 'Actions',
  },
  download: {
    failed: 'The letter could not be downloaded. Please try again.',
  },
  delete: {
    label: 'Delete {{name}}',
    title: 'Delete this letter?',
    description: '{{name}}, requested on {{date}}, will be removed from your letters.',
    confirm: 'Delete',
    cancel: 'Keep',
    failed: 'The letter could not be deleted. Please try again.',
  },
  loadFailed: 'Your letters could not be loaded.',
} satisfies Catalog;
