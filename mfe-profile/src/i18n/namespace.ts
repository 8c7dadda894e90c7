/**
 * The i18next namespace of this suite's texts. Apart from catalog.ts so that the screens name it
 * without bundling the English catalog, which downloads on demand like the French (register-catalog.ts).
 */
export const PROFILE_NAMESPACE = 'profile';
