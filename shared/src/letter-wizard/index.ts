/**
 * The letter-wizard kit (shared/letter-wizard): what the repair and settlement wizards share on
 * top of shared/ui's Wizard frame. A federation singleton, loaded only by the suites with wizards.
 */
import './texts';

export { AccountGate, type AccountGateProps, type AccountUnlock } from './account-gate';
export { AccountPicker, type AccountPickerProps } from './account-picker';
export { BureauChoice, type BureauChoiceProps } from './bureau-choice';
export {
  CreditorPicker,
  type CreditorPickerProps,
  PICKED_CREDITOR_ADDRESS_FIELDS,
  type PickedCreditor,
  type PickedCreditorFields,
  pickedCreditorFields,
} from './creditor-picker';
export {
  DirectoryNoteList,
  type DirectoryNotes,
  useDirectoryNotes,
  withNote,
} from './directory-notes';
export { LetterLanguageChoice, type LetterLanguageChoiceProps } from './letter-language-choice';
export { GENERATED_LETTERS_PATHS, PERSONAL_INFO_PATH } from './paths';
export { useWizardProvinceOptions } from './province-options';
export { SupportingDocuments, type SupportingDocumentsProps } from './supporting-documents';
export { LETTER_WIZARD_NAMESPACE } from './texts';
export {
  type GenerateResult,
  type LetterGenerator,
  type LetterGeneratorOptions,
  useLetterGenerator,
} from './use-letter-generator';
export {
  defaultLetterLanguage,
  type LetterLanguageState,
  useLetterLanguage,
} from './use-letter-language';
export {
  type LetterPrefill,
  type LetterPrefillState,
  useLetterPrefill,
} from './use-letter-prefill';
