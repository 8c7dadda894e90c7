import type { Translation } from 'shared/i18n';
import type { signInHistoryTexts } from './texts';

export const signInHistoryTextsFr = {
  title: 'Historique des connexions',
  intro:
    'Les dernières connexions et modifications de sécurité de votre compte, les plus récentes en premier. Si l’une d’elles ne vient pas de vous, changez votre mot de passe et déconnectez tous les autres appareils.',
  tableLabel: 'Dernières connexions et modifications de sécurité',
  when: 'Date',
  device: 'Appareil',
  event: 'Événement',
  empty: 'Aucun événement pour l’instant.',
  kinds: {
    sign_in: 'Connexion',
    sign_in_failed: 'Connexion refusée',
    password_changed: 'Mot de passe changé',
    password_reset: 'Mot de passe réinitialisé par courriel',
    two_step_enabled: 'Connexion en deux étapes activée',
    two_step_disabled: 'Connexion en deux étapes désactivée',
    recovery_code_used: 'Connexion avec un code de récupération',
    recovery_codes_renewed: 'Nouveaux codes de récupération créés',
    two_step_locked:
      'Codes de connexion en deux étapes erronés\u00a0: connexion suspendue pendant 15\u00a0minutes',
  },
} satisfies Translation<typeof signInHistoryTexts>;
