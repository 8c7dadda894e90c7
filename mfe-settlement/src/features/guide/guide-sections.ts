/** The guide's sections in reading order: their anchors (for the contents list) and text keys. */
export const GUIDE_SECTIONS = [
  { id: 'how-settlement-works', key: 'howItWorks' },
  { id: 'ask-in-writing', key: 'inWriting' },
  { id: 'full-and-final-settlement', key: 'fullAndFinal' },
  { id: 'how-it-is-reported', key: 'reporting' },
  { id: 'limitation-periods', key: 'limitation' },
  { id: 'consumer-proposal', key: 'insolvency' },
  { id: 'complaints', key: 'complaints' },
] as const;

/** The anchor of the wizard's section, listed last in the contents. */
export const WIZARD_SECTION_ID = 'settlement-letter';
