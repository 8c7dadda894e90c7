import type { Translation } from 'shared/i18n';
import type { sessionsTexts } from './texts';

export const sessionsTextsFr = {
  title: 'Où votre compte est ouvert',
  intro:
    'Ces navigateurs et appareils sont connectés à votre compte. Si vous ne reconnaissez pas l’un d’eux, déconnectez-le et changez votre mot de passe.',
  listLabel: 'Appareils connectés',
  thisDevice: 'Cet appareil',
  signedInAt: 'Connexion\u00a0: {{when}}',
  lastActive: 'Dernière activité\u00a0: {{when}}',
  signOut: 'Déconnecter',
  signOutLabel: 'Déconnecter {{device}} (connexion\u00a0: {{when}})',
  signOutOthers: 'Déconnecter tous les autres appareils',
  onlyThisDevice: 'Votre compte n’est ouvert que sur cet appareil.',
  ended: 'Cet appareil a été déconnecté.',
  othersEnded: 'Tous les autres appareils ont été déconnectés.',
  endFailed: 'L’appareil n’a pas pu être déconnecté. Veuillez réessayer.',
} satisfies Translation<typeof sessionsTexts>;
