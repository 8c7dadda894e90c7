import type { Translation } from 'shared/i18n';
import type { settlementWizardTexts } from './texts';

/** The letter wizard's texts in Canadian French. */
export const settlementWizardTextsFr = {
  wizard: {
    label: 'Lettre de règlement',
    letterStep: {
      heading: 'Choisissez votre lettre',
      legend: 'De quelle lettre avez-vous besoin ?',
      options: {
        offer_a_settlement: 'Lettre pour proposer un règlement',
        accept_a_settlement: 'Lettre pour accepter un règlement',
      },
      hints: {
        offer_a_settlement: 'Vous proposez un montant qui réglerait la dette.',
        accept_a_settlement: 'Le créancier vous a offert un règlement, et vous acceptez son offre.',
      },
    },
    creditorStep: {
      heading: 'Le créancier',
      intro:
        'Choisissez le créancier ou l’agence de recouvrement pour remplir ses coordonnées, ou entrez-les vous-même. Vérifiez-les à l’aide de la dernière lettre ou du dernier relevé que vous avez reçu de sa part.',
      name: 'Nom du créancier',
      street: 'Adresse',
      city: 'Ville',
      province: 'Province',
      provincePlaceholder: 'Choisissez une province',
      postalCode: 'Code postal',
      fax: 'Télécopieur',
      faxHint:
        'Laissez ce champ vide si le créancier n’a pas de télécopieur : la lettre indiquera de l’envoyer par la poste.',
    },
    accountStep: {
      heading: 'Le compte et le montant',
      account: 'Compte',
      reference: 'Numéro de référence du créancier',
      referenceHint:
        'Le numéro que le créancier ou l’agence attribue à votre dossier ; il figure sur ses lettres.',
      paymentMethod: 'Mode de paiement',
      methods: { lump_sum: 'Un seul versement', payments: 'Plusieurs versements' },
      amount: 'Montant',
      amountHints: {
        offer_a_settlement:
          'Le montant total que vous offrez de payer, en dollars, par exemple 1 250,00.',
        accept_a_settlement:
          'Le montant total que le créancier a offert d’accepter, en dollars, par exemple 1 250,00.',
      },
      balance: 'Solde réclamé par le créancier',
      balanceHint:
        'Rempli à partir du solde déclaré du compte choisi. Remplacez-le par le solde indiqué sur la dernière lettre ou le dernier relevé du créancier.',
      schedule: 'Calendrier des versements',
      scheduleIntro:
        'La lettre indique ce calendrier. Le total des versements doit être égal au montant.',
      instalmentAmount: 'Montant de chaque versement',
      instalmentAmountHint: 'Le montant de chaque versement, en dollars, par exemple 200,00.',
      instalmentFrequency: 'Fréquence',
      instalmentFrequencyPlaceholder: 'Choisissez la fréquence',
      frequencies: {
        weekly: 'Chaque semaine',
        every_two_weeks: 'Toutes les deux semaines',
        monthly: 'Chaque mois',
      },
      instalmentCount: 'Nombre de versements',
      instalmentCountHint: 'De 2 à 120.',
      firstPaymentDate: 'Date du premier versement',
      scheduleTotal: 'Le total de vos versements est de {{total}}.',
    },
    documentsStep: {
      adviceHeading: 'Avant de payer',
      advice: {
        confirmation:
          'Conservez avec vos documents la confirmation écrite du règlement par le créancier.',
        payAfter:
          'Ne payez qu’après avoir reçu cette confirmation, et seulement le montant et de la façon qui y sont indiqués.',
        proof:
          'Conservez une preuve de chaque paiement : un reçu, un chèque encaissé ou un relevé bancaire.',
      },
    },
    messages: {
      letterRequired: 'Veuillez choisir une lettre.',
    },
  },
} satisfies Translation<typeof settlementWizardTexts>;
