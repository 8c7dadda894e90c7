/**
 * Canadian reference facts (credit bureaus, federal, escalation and provincial bodies, statutes,
 * limitation periods, how long information stays on a report). One source for the credit report
 * suite pages and the letters: both print the same addresses and faxes.
 */
export * from './agencies';
export * from './bureaus';
export * from './credit-ratings';
export * from './display';
export * from './escalation';
export {
  type BilingualFact,
  type Fact,
  inLanguage,
  type PhoneLine,
  REFERENCE_NOTES,
  TEXT_LANGUAGES,
  type TextLanguage,
} from './fact';
export {
  agencyTitleIn,
  type FrenchStatuteTitle,
  frenchStatuteTitle,
  hasFrenchReference,
  loadFrenchReference,
  loadFrenchReliefOptions,
  shortNameIn,
  valueIn,
} from './french-reference';
export * from './identity-protection';
export * from './privacy-bodies';
export * from './provincial';
export * from './retention';
