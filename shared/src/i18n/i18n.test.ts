import { addCatalog, i18n, initI18n } from './index';

describe('i18n', () => {
  it('initialises once, in en-CA', () => {
    const first = initI18n();
    expect(initI18n()).toBe(first);
    expect(first.language).toBe('en-CA');
  });

  it('holds the generic texts in common, letter for letter', () => {
    const t = initI18n().getFixedT('en-CA', 'common');
    expect(t('successfullyUpdated')).toBe('Successfully Updated!');
    expect(t('networkFailure')).toBe(
      'We could not reach the server. Check your connection and try again.',
    );
    expect(t('stepOf', { step: 2, total: 4 })).toBe('Step 2 of 4');
  });

  it('holds the shell texts with their placeholders', () => {
    const t = initI18n().getFixedT('en-CA', 'shell');
    expect(t('login.tooManyAttempts', { minutes: 15 })).toBe(
      'Too many attempts. Please try again in 15 minutes.',
    );
    expect(t('register.acceptTerms')).toBe('I am 18 or older and I accept the Terms of Service');
    expect(t('remoteFailed')).toBe('This section could not be loaded.');
  });

  it("adds a remote's namespace, and a second call replaces its texts", () => {
    const noFrench = () => Promise.resolve({});
    addCatalog('banking', { gate: { heading: 'Old' } }, noFrench);
    addCatalog('banking', { gate: { heading: 'Please enter your password' } }, noFrench);
    expect(i18n.getFixedT('en-CA', 'banking')('gate.heading')).toBe('Please enter your password');
  });
});
