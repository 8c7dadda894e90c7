import type { Language } from 'shared/contract';
import { APP_NAME, composeMail } from './compose';
import type { MailMessage } from './mailer';

/** Where the owner acts on the mail: choosing a new password, and the account's sessions. */
export interface TwoStepLockedLinks {
  /** The forgot-password page: a reset also signs out every other session. */
  resetPassword: string;
  /** "Account and privacy", where "Sign out everywhere else" and the sign-in history are. */
  accountPrivacy: string;
}

/**
 * The owner's warning when wrong two-step codes paused sign-in: what happened, that
 * the password is known to someone, and the two things to do now. Plain words, no account details.
 */
const TEXTS: Record<Language, { subject: string; lines: (links: TwoStepLockedLinks) => string[] }> =
  {
    en: {
      subject: `Someone tried to sign in to your ${APP_NAME} account`,
      lines: (links) => [
        `Someone signed in to your ${APP_NAME} account with your password, then entered five wrong two-step sign-in codes. Your two-step sign-in stopped them: they did not get into your account.`,
        'Signing in with a code is paused for 15 minutes, for you too. After that, your authenticator app’s codes and your recovery codes work as before.',
        'Whoever tried knows your password. If it was not you, change your password now: choose a new one with this link (it also signs out every other device):',
        links.resetPassword,
        'Then check your sign-in history and sign out everywhere else in Account and privacy:',
        links.accountPrivacy,
        APP_NAME,
      ],
    },
    fr: {
      subject: `Quelqu’un a tenté de se connecter à votre compte ${APP_NAME}`,
      lines: (links) => [
        `Quelqu’un s’est connecté à votre compte ${APP_NAME} avec votre mot de passe, puis a saisi cinq codes de connexion en deux étapes erronés. Votre connexion en deux étapes l’a arrêté\u00a0: cette personne n’a pas accédé à votre compte.`,
        'La connexion avec un code est suspendue pendant 15\u00a0minutes, pour vous aussi. Ensuite, les codes de votre application d’authentification et vos codes de récupération fonctionnent comme avant.',
        'La personne qui a essayé connaît votre mot de passe. Si ce n’était pas vous, changez votre mot de passe maintenant\u00a0: choisissez-en un nouveau avec ce lien (cela déconnecte aussi tous vos autres appareils)\u00a0:',
        links.resetPassword,
        'Vérifiez ensuite votre historique de connexion et déconnectez-vous partout ailleurs dans Compte et confidentialité\u00a0:',
        links.accountPrivacy,
        APP_NAME,
      ],
    },
  };

export function twoStepLockedMail(
  to: string,
  links: TwoStepLockedLinks,
  language: Language,
): MailMessage {
  const { subject, lines } = TEXTS[language];
  return composeMail(to, language, {
    subject,
    paragraphs: lines(links),
    links: [links.resetPassword, links.accountPrivacy],
  });
}
