import type { Translation } from 'shared/i18n';
import type { creditorDisputeTexts } from './texts';

/**
 * The Dispute with Creditor wizard's texts in Canadian French (namespace 'repair', key
 * 'creditorDispute'). The explainer is written for a reader, with Québec's names for its laws.
 * The space before : ; ! ? » and after « is a no-break space (U+00A0), as French typography wants.
 */
export const creditorDisputeTextsFr = {
  wizardLabel: 'Contestation auprès d’un créancier',
  letterStep: {
    heading: 'Choisissez une lettre',
    legend: 'Type de lettre',
    option: 'Demander à un créancier ou à une agence de recouvrement de prouver une dette',
    optionHint:
      'Une lettre qui demande à qui la dette est due, à combien elle s’élève et comment ce montant a été établi, avant que vous ne payiez quoi que ce soit.',
  },
  explainer: {
    heading: 'Demander à un créancier de prouver une dette au Canada',
    lead: 'Quand un créancier ou une agence de recouvrement vous réclame une dette que vous ne reconnaissez pas, ou un montant qui vous semble inexact, vous pouvez lui demander de démontrer que la dette est bien la vôtre et d’expliquer comment le montant a été établi, avant de payer quoi que ce soit. Cette lettre fait cette demande par écrit.',
    noRight: {
      heading: 'Le Canada n’a pas de loi sur la « validation de dette »',
      p1: 'Une bonne partie de ce qu’on lit en ligne sur les « lettres de validation de dette » vient des États-Unis, où une loi fédérale accorde aux consommateurs un avis de validation et 30 jours pour contester une dette. Cette loi ne s’applique pas au Canada, et aucune loi canadienne ne vous donne le même avis ni le même délai.',
      p2: 'Vous pouvez tout de même demander par écrit au créancier de justifier la dette, et les lois sur le recouvrement des provinces et des territoires vous appuient (voir plus bas). Un créancier qui veut être payé, et qui devrait prouver la dette s’il vous poursuivait en justice, a tout intérêt à vous répondre.',
    },
    asks: {
      heading: 'Ce que cette lettre demande',
      intro:
        'La lettre indique le compte que vous choisissez, le numéro de référence du créancier et le créancier d’origine, et demande au créancier de vous faire parvenir, par écrit et dans un délai de 30 jours :',
      originalCreditor: 'le nom du créancier d’origine et le numéro de compte qu’il utilisait ;',
      agreement:
        'une copie du contrat signé, ou d’un autre document, qui démontre que vous devez cette dette ;',
      amount:
        'le montant qu’il vous réclame et la façon dont il l’a calculé : le solde d’origine, les intérêts, les frais et les charges ajoutés, et chaque paiement porté à votre compte ;',
      assignment:
        's’il fait le recouvrement pour quelqu’un d’autre ou s’il a acheté la dette, le nom de ce créancier ou la preuve que la dette lui a été cédée.',
      after:
        'Elle précise aussi que vous contestez la dette tant que ces renseignements ne vous sont pas parvenus, rappelle à l’agence de recouvrement la loi de votre province sur le recouvrement, et affirme que la lettre ne constitue pas une reconnaissance de dette.',
    },
    rules: {
      heading: 'Les agences de recouvrement sont soumises à des règles provinciales',
      p1: 'Chaque province et chaque territoire a une loi qui encadre le recouvrement des dettes ; le tableau ci-dessous la nomme. La plupart exigent que les agences de recouvrement détiennent un permis ou soient inscrites, et les règles vont dans le même sens : l’agence doit vous dire qui est le créancier et combien il réclame, ne peut pas réclamer plus que ce qui est dû, et ne doit ni vous harceler, ni vous menacer, ni vous induire en erreur. Ces lois visent les agences de recouvrement (et, dans certaines provinces, les acheteurs de dettes) ; une banque ou un commerce qui recouvre sa propre créance n’y est généralement pas soumis, mais il devra tout de même prouver la dette s’il vous poursuit.',
      p2: 'En Ontario, par exemple, l’agence doit d’abord vous envoyer un avis écrit qui nomme le créancier et indique le solde dû, puis attendre 6 jours avant de vous demander un paiement, et elle doit vous fournir le détail du montant si vous le demandez. Si vous l’avisez par écrit, d’une façon qui en laisse une trace, que vous contestez la dette et que l’affaire devrait être portée devant les tribunaux, elle doit cesser de communiquer avec vous. Au Québec, la Loi sur le recouvrement de certaines créances prévoit que le premier contact d’un agent de recouvrement doit se faire par écrit ; une fois que vous l’avez avisé par écrit que vous contestez la dette et que le créancier peut s’adresser aux tribunaux, il ne peut plus vous téléphoner ; et s’il accepte un paiement en règlement final, il doit vous remettre gratuitement une quittance dans les 10 jours.',
      tableHeading:
        'Les lois sur le recouvrement et les délais de prescription par province et territoire',
      province: 'Province ou territoire',
      law: 'Loi sur le recouvrement',
      period: 'Délai de prescription',
      unconfirmed:
        'Non confirmé : renseignez-vous auprès de l’organisme de protection du consommateur de votre province',
    },
    writing: {
      heading: 'Obtenez une réponse écrite avant de payer',
      p1: 'Ne payez pas, et ne promettez pas de payer, tant que vous n’avez pas reçu la réponse écrite du créancier et que vous n’êtes pas d’accord avec elle. Si vous concluez une entente de règlement, obtenez-la par écrit avant de payer. Payez d’une façon qui laisse une trace (jamais en argent comptant) et conservez chaque reçu et chaque lettre.',
      p2: 'Envoyez cette lettre par télécopieur ou par courrier recommandé et conservez la confirmation : elle prouve la date à laquelle le créancier l’a reçue. Si vous n’avez pas de réponse dans les 30 jours, ou si la réponse ne démontre pas que vous devez le montant réclamé, vous pouvez porter plainte (voir plus bas).',
    },
    owed: {
      heading: 'Si la dette est bien la vôtre',
      p1: 'Si la réponse démontre que vous devez cette dette, vous pouvez la payer, convenir d’une entente de paiement ou offrir de la régler pour un montant moindre (la section Règlement de dettes propose des lettres pour cela). Si vous n’arrivez plus à faire face à vos dettes, un organisme sans but lucratif de conseil budgétaire (au Québec, par exemple, une ACEF) ou un syndic autorisé en insolvabilité peut vous expliquer les options qui s’offrent à vous.',
    },
    limitation: {
      heading: 'Les vieilles dettes et la prescription',
      p1: 'Une fois le délai de prescription écoulé, le créancier ne peut plus vous poursuivre en justice pour recouvrer la dette : on dit que la dette est « prescrite ». Elle n’est pas effacée, mais elle ne peut plus être réclamée devant les tribunaux. Dans la plupart des provinces, le délai est de 2 ans, habituellement calculé à partir de votre dernier paiement ; au Québec, il est de 3 ans (Code civil du Québec). Le tableau ci-dessus donne le délai de chaque province, dans la mesure où il est connu.',
      p2: 'Prudence avec les vieilles dettes : dans la plupart des provinces, un paiement, même minime, ou une reconnaissance écrite de la dette fait recommencer le délai de prescription. Demander au créancier de prouver la dette ne la reconnaît pas ; promettre de la payer peut la reconnaître. Une dette pour laquelle le créancier a déjà obtenu un jugement est un cas à part : un jugement peut être exécuté pendant de nombreuses années.',
      p3: 'Une dette confiée au recouvrement peut rester à votre dossier de crédit pendant environ six ans après la dernière activité du compte, même une fois le délai de prescription écoulé. La Saskatchewan va plus loin : sa loi sur les dossiers de crédit (Credit Reporting Act) interdit de déclarer une dette prescrite.',
    },
    complaints: {
      heading: 'Où porter plainte',
      p1: 'Si une agence de recouvrement ne respecte pas les règles, portez plainte auprès de l’organisme de protection du consommateur de votre province ou de votre territoire (au Québec, l’Office de la protection du consommateur). Si votre plainte vise une banque ou un fournisseur de téléphone, d’Internet ou de télévision, passez d’abord par son propre processus de traitement des plaintes ; si le problème n’est pas réglé, ces organismes peuvent vous aider :',
      purpose: ' : {{purpose}}',
      phone: 'Téléphone : {{number}}',
    },
  },
  creditorStep: {
    heading: 'Le créancier',
    intro:
      'Choisissez le créancier ou l’agence de recouvrement dans la liste pour remplir ses coordonnées, ou tapez-les. Vérifiez chaque champ par rapport aux lettres que vous avez reçues.',
    name: 'Nom du créancier',
    streetAddress: 'Adresse',
    city: 'Ville',
    province: 'Province',
    provincePlaceholder: 'Choisissez une province',
    postalCode: 'Code postal',
    phone: 'Téléphone',
    tollFree: 'Numéro sans frais',
    fax: 'Télécopieur',
    faxHint:
      'La lettre est envoyée par télécopieur à ce numéro. Laissez ce champ vide pour l’envoyer plutôt par la poste.',
    email: 'Courriel',
  },
  accountStep: {
    heading: 'Le compte',
    gateIntro:
      'Vos comptes sont protégés par votre mot de passe. Entrez-le pour choisir le compte visé par cette dette ; il sert uniquement pour cette lettre et n’est pas conservé.',
    gateRequired: 'Entrez votre mot de passe et appuyez sur OK pour choisir le compte.',
    account: 'Compte',
    referenceNumber: 'Numéro de référence du créancier',
    referenceNumberHint:
      'Le numéro que le créancier ou l’agence utilise pour cette dette, tel qu’il figure dans ses lettres.',
    originalCreditor: 'Créancier d’origine',
    originalCreditorHint:
      'La personne ou l’entreprise à qui vous deviez l’argent au départ. S’il s’agit du créancier de l’étape précédente, entrez de nouveau son nom.',
    comments: 'Commentaires',
    commentsHint:
      'Facultatif : tout ce que le créancier devrait savoir, par exemple pourquoi vous contestez le montant.',
  },
  documentsStep: {
    adviceHeading: 'Pour cette lettre',
    advice: {
      letters:
        'Joignez une copie des lettres ou des relevés que vous avez reçus au sujet de cette dette, si vous en avez : ils aident le créancier à la retrouver.',
      noPayment:
        'N’envoyez aucun paiement avec cette lettre, et n’en offrez pas, tant que vous n’avez pas reçu la réponse du créancier.',
      proof:
        'Conservez la confirmation de télécopie ou le reçu du courrier recommandé : il prouve la date à laquelle le créancier a reçu votre lettre.',
    },
    unmatched: 'Le serveur a aussi indiqué :',
  },
} satisfies Translation<typeof creditorDisputeTexts>;
