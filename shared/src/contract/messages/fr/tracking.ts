import type { Translation } from '../../../i18n/catalog';
import type { trackingTexts } from '../en/tracking';

export const trackingTextsFr = {
  sentOnRequired: 'Veuillez entrer la date d’envoi de la lettre.',
  dateInvalid: 'Veuillez entrer une date réelle, par exemple 2026-03-02.',
  sentOnFuture: 'La date d’envoi ne peut pas être dans le futur.',
  sentOnBeforeRequest: 'La date d’envoi ne peut pas précéder la date de la demande de la lettre.',
  sentByRequired: 'Veuillez choisir comment vous avez envoyé la lettre.',
  outcomeRequired: 'Veuillez choisir le résultat.',
  resolvedOnRequired: 'Veuillez entrer la date du résultat.',
  resolvedOnFuture: 'La date du résultat ne peut pas être dans le futur.',
  resolvedOnBeforeSent: 'La date du résultat ne peut pas précéder la date d’envoi.',
  noteTooLong: 'Veuillez limiter la note à 1 000 caractères.',
  timeZoneInvalid: 'Veuillez envoyer un fuseau horaire comme America/Toronto.',
  followUpNotOffered:
    'Une lettre de relance peut être produite une fois la réponse en retard, ou après un résultat « vérifié comme exact » ou « aucune réponse ».',
  noReplyNotYet:
    'Vous pourrez inscrire « Aucune réponse » à partir du {{date}}, date à laquelle la réponse est due (30 jours après l’envoi de la lettre).',
  noReplyBeforeDue:
    'La date d’un résultat « Aucune réponse » ne peut pas précéder le {{date}}, date à laquelle la réponse était due.',
  escalationKindRequired: 'Veuillez choisir la lettre de recours à produire.',
  escalationNotOffered:
    'Cette lettre ne peut être produite que pour une lettre envoyée à une agence d’évaluation du crédit, une fois sa réponse « vérifié comme exact » reçue ou en l’absence de réponse, et une seule fois par lettre.',
} satisfies Translation<typeof trackingTexts>;
