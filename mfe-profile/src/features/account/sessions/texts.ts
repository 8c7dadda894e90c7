/** The "Where you are signed in" section of the Account and privacy tab. */
export const sessionsTexts = {
  title: 'Where you are signed in',
  intro:
    'These browsers and devices are signed in to your account. If you do not recognize one, sign it out and change your password.',
  listLabel: 'Signed-in devices',
  thisDevice: 'This device',
  signedInAt: 'Signed in {{when}}',
  lastActive: 'Last active {{when}}',
  signOut: 'Sign out',
  signOutLabel: 'Sign out {{device}}, signed in {{when}}',
  signOutOthers: 'Sign out everywhere else',
  onlyThisDevice: 'You are signed in on this device only.',
  ended: 'That device was signed out.',
  othersEnded: 'Every other device was signed out.',
  endFailed: 'The device could not be signed out. Please try again.',
};
