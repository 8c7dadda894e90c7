import type { Translation } from 'shared/i18n';
import type { siteCatalog } from './site-catalog';

/**
 * The 'site' namespace in Canadian French: the terms of service, written for a reader in Québec.
 * Every rule is the English one (spec section 1), none added, none softened.
 */
export const siteCatalogFr = {
  operator: {
    heading: 'Qui nous sommes',
    operatedBy: 'Ce service est exploité par :',
    effectiveDate: 'En vigueur depuis le {{date}}.',
    loading: 'Chargement de nos coordonnées…',
    failed: 'Nos coordonnées n’ont pas pu être chargées.',
  },
  terms: {
    title: 'Conditions d’utilisation',
    back: 'Retour',
    privacyLink: 'Politique de confidentialité',
    operatorPurpose:
      'Pour résilier votre compte, envoyez votre demande écrite à cette adresse, ou par courriel à partir de l’adresse de votre compte.',
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
  privacy: {
    title: 'Politique de confidentialité',
    back: 'Retour',
    termsLink: 'Conditions d’utilisation',
    intro:
      'Votre dossier de crédit, vos dettes et vos pièces d’identité comptent parmi les renseignements les plus personnels que vous ayez. Cette politique explique ce que nous recueillons, pourquoi, comment nous le protégeons, combien de temps nous le conservons et ce que vous pouvez nous demander. Elle respecte la Loi sur la protection des renseignements personnels et les documents électroniques (LPRPDE) et, pour les résidents du Québec, la Loi sur la protection des renseignements personnels dans le secteur privé, telle que modifiée par la Loi 25.',
    operatorPurpose:
      'Écrivez-nous à cette adresse ou par courriel pour toute question sur cette politique : votre demande est transmise à la personne responsable de la protection des renseignements personnels.',
    collected: {
      heading: 'Ce que nous recueillons et pourquoi',
      body: 'Nous recueillons seulement ce que vous saisissez, et nous ne l’utilisons que pour vous offrir le service : remplir vos lettres, vous montrer vos propres renseignements et protéger votre compte.',
      items: {
        account:
          'Votre adresse courriel et votre mot de passe, pour vous connecter. Nous ne conservons jamais votre mot de passe lui-même, seulement une empreinte à sens unique.',
        personal:
          'Vos nom, date de naissance, numéros de téléphone et adresse courriel (Renseignements personnels), qui figurent sur chaque lettre.',
        address:
          'Vos adresses actuelle et précédente, avec votre coût de logement et depuis combien de temps vous y habitez, pour vos lettres et pour savoir quelles lois provinciales s’appliquent à vous.',
        employment:
          'Votre profession, votre revenu et votre employeur, que certaines lettres et agences d’évaluation du crédit demandent.',
        identification:
          'Le type et le numéro de vos pièces d’identité, qui permettent aux agences d’évaluation du crédit de trouver votre dossier.',
        bankruptcy:
          'Si vous avez fait faillite ou une proposition de consommateur, avec les dates et les montants, parce que cela influe sur ce que votre dossier de crédit peut indiquer.',
        banking:
          'Les comptes que vous ajoutez dans Renseignements bancaires (le créancier, le numéro de compte, les soldes, les dates et les retards de paiement), pour écrire à vos créanciers.',
        letters:
          'Les lettres que vous produisez et ce que vous avez saisi pour les produire, afin que vous puissiez les télécharger de nouveau ; et votre budget, pour qu’il soit là à votre retour.',
        security:
          'Vos sessions de connexion (leur début, leur dernière utilisation, et le navigateur et l’appareil utilisés) ; un journal de sécurité des connexions, des connexions échouées, des changements et réinitialisations de mot de passe et des changements de la validation en deux étapes (l’heure et l’appareil), que vous pouvez consulter sous Compte et confidentialité ; et le registre de notre serveur des tentatives de connexion et des accès refusés (l’heure, la requête et le compte). Tout cela sert à protéger votre compte. Si vous activez la validation en deux étapes, sa clé secrète et vos codes de récupération.',
      },
    },
    protection: {
      heading: 'Comment nous les protégeons',
      items: {
        encryption:
          'Les numéros de compte complets, les numéros de pièces d’identité et vos lettres (les documents et ce que vous avez saisi pour les produire) sont chiffrés dans notre base de données (AES-256-GCM).',
        passwords:
          'Les mots de passe ne sont conservés que sous forme de hachage Argon2id, qui ne permet pas de retrouver le mot de passe. Après cinq mots de passe erronés à partir d’un même endroit en 15 minutes, les tentatives suivantes à partir de cet endroit sont refusées jusqu’à la fin de ces 15 minutes.',
        sessions:
          'Vous êtes déconnecté après 30 minutes d’inactivité, et après 12 heures dans tous les cas. Changer votre mot de passe déconnecte tous vos autres appareils, et vous pouvez déconnecter vous-même n’importe quel appareil. Vous pouvez activer la validation en deux étapes, qui demande un code d’une application d’authentification après votre mot de passe ; sa clé secrète est chiffrée, et vos codes de récupération ne sont conservés que sous forme de hachage.',
        access:
          'Vous seul, une fois connecté à votre compte, pouvez voir vos renseignements : chaque requête est vérifiée par rapport à votre compte, et aucun autre utilisateur n’y a accès. Le journal de sécurité ne contient jamais votre mot de passe ni vos numéros de compte ou de pièces d’identité.',
      },
    },
    sharing: {
      heading: 'Avec qui nous les partageons',
      body: 'Personne. Nous ne vendons, ne louons ni ne communiquons vos renseignements. Vos lettres ne parviennent aux agences d’évaluation du crédit et à vos créanciers que si vous les envoyez vous-même.',
    },
    retention: {
      heading: 'Combien de temps nous les conservons',
      body: 'Nous conservons vos renseignements tant que votre compte existe, pour que votre profil, vos lettres et votre budget soient là à votre retour. Lorsque vous supprimez votre compte, ou lorsqu’il est supprimé après 30 jours en souffrance comme le prévoient les conditions d’utilisation, vos renseignements, vos lettres, vos sessions et votre journal de sécurité sont supprimés sur-le-champ ; nous ne gardons que la date à laquelle un compte a été supprimé, sans rien qui permette de savoir lequel. Les sessions de connexion terminées sont effacées à votre connexion suivante.',
    },
    rights: {
      heading: 'Vos droits',
      body: 'En vertu de la LPRPDE et, au Québec, de la Loi 25, vous avez le droit :',
      items: {
        access:
          'de consulter les renseignements personnels que nous détenons à votre sujet et de savoir comment ils ont été utilisés ;',
        correction:
          'de les faire corriger s’ils sont inexacts ou incomplets (vous pouvez corriger vous-même la plupart d’entre eux dans Renseignements personnels) ;',
        portability:
          'de les recevoir dans un format structuré et couramment utilisé, pour les transférer ailleurs ;',
        deletion:
          'de les faire supprimer et de retirer votre consentement à leur utilisation (le service ne peut fonctionner sans eux : votre compte est alors fermé).',
      },
    },
    exercise: {
      heading: 'Comment exercer vos droits',
      body: 'Vous pouvez exercer la plupart d’entre eux vous-même, dans Renseignements personnels, sous Compte et confidentialité : « Télécharger mes données » vous remet tous vos renseignements et toutes vos lettres dans un seul fichier, et « Supprimer mon compte » les supprime définitivement. Pour toute autre demande, écrivez-nous à l’adresse courriel ou postale indiquée sous « Qui nous sommes », à partir de l’adresse courriel de votre compte, en précisant ce que vous demandez. Nous répondons dans un délai de 30 jours.',
    },
    complaints: {
      heading: 'Si vous n’êtes pas satisfait',
      body: 'Écrivez-nous d’abord : nous tenterons de régler le problème. Vous pouvez aussi porter plainte en tout temps auprès du Commissariat à la protection de la vie privée du Canada ou, si vous habitez au Québec, de la Commission d’accès à l’information du Québec.',
      tollFree: 'Sans frais : ',
      website: 'Site Web : ',
    },
  },
} satisfies Translation<typeof siteCatalog>;
