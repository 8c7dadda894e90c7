export { catalogProblems } from '../i18n/catalog';
export {
  frenchTypographyProblems,
  plainSpaces,
  registeredTexts,
  showInFrench,
} from './in-french';
export { type RenderOptions, renderWithProviders } from './render';
export { SIGNED_IN_EMAIL, signedInSessionHandler } from './session-handler';
export { createTestStore, type TestStore } from './store';
