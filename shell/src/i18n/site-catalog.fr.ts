import type { Translation } from 'shared/i18n';
import type { siteCatalog } from './site-catalog';

/**
 * The 'site' namespace in Canadian French: the terms of service, written for a reader in Québec.
 * Every rule is the English one (spec section 1), none added, none softened.
 */
export const siteCatalogFr = {
  terms: {
    title: 'Conditions d’utilisation',
    back: 'Retour',
    intro:
      'Les présentes conditions s’appliquent à toute personne qui crée un compte ou qui utilise ce service pour rétablir son crédit, régler ses dettes ou établir son budget. Veuillez les lire avant de créer votre compte : en le créant, vous confirmez que vous les acceptez.',
    sections: {
      eligibility: {
        heading: 'Qui peut utiliser le service',
        body: 'Vous devez avoir 18 ans ou plus pour créer un compte ou utiliser le service. En créant un compte, vous confirmez que vous avez au moins 18 ans.',
      },
      fees: {
        heading: 'Frais et tarifs',
        body: 'Les frais et les tarifs ne figurent pas sur cette page. Le prix de votre forfait vous est communiqué séparément, avant que vous ne payiez quoi que ce soit.',
      },
      refunds: {
        heading: 'Aucun remboursement',
        body: 'Les sommes payées pour le service ne sont pas remboursables, ni en totalité ni en partie, y compris pour une période pendant laquelle vous n’avez pas utilisé votre compte.',
      },
      priceChanges: {
        heading: 'Modification des prix',
        body: 'Nous pouvons modifier nos prix. Nous vous en aviserons au moins 30 jours avant qu’un nouveau prix ne s’applique à votre compte, afin que vous puissiez décider de continuer ou non.',
      },
      cancellation: {
        heading: 'Résiliation de votre compte',
        body: 'Vous pouvez résilier votre compte en tout temps en nous envoyant une demande écrite. La résiliation prend effet dès la réception de cette demande.',
      },
      arrears: {
        heading: 'Comptes en souffrance',
        body: 'Si un paiement lié à votre compte demeure impayé pendant 30 jours, votre compte est en souffrance et sera supprimé, avec les renseignements et les lettres qui y sont conservés.',
      },
      bandwidth: {
        heading: 'Utilisation raisonnable de la bande passante',
        body: 'Chaque compte peut utiliser jusqu’à 300 Mo de bande passante par mois, ce qui couvre l’utilisation normale du service, y compris le téléchargement de vos lettres.',
      },
      advice: {
        heading: 'Ce qu’est le service',
        body: 'Le service vous fournit de l’information, des outils et des modèles de lettres pour que vous puissiez vous-même faire vos démarches auprès des agences d’évaluation du crédit et de vos créanciers. Il ne constitue pas un avis juridique ni un conseil financier, et aucun résultat n’est garanti.',
      },
    },
  },
} satisfies Translation<typeof siteCatalog>;
