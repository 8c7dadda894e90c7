import type { Translation } from 'shared/i18n';
import type { guideTexts } from './guide-texts';

/**
 * The settlement guide in Canadian French, written for a French-speaking reader: the same facts
 * as the English, with the French names of the institutions and laws (Québec's where it names
 * them). Not legal advice, as the English says.
 */
export const guideTextsFr = {
  intro:
    'Un règlement de dette est une entente avec un créancier ou une agence de recouvrement pour fermer une dette en payant moins que le solde complet. Cette page explique comment fonctionne un règlement au Canada, ce qu’il faut obtenir par écrit, comment un compte réglé apparaît dans votre dossier de crédit et vers qui vous tourner pour obtenir de l’aide. Il s’agit d’information générale, et non d’un avis juridique.',
  howItWorks: {
    heading: 'Comment fonctionne un règlement de dette',
    p1: 'Les créanciers et les agences de recouvrement acceptent parfois un paiement unique, ou une courte série de versements, d’un total inférieur au solde. Ils le font lorsqu’ils estiment récupérer ainsi plus que ce qu’ils obtiendraient autrement.',
    p2: 'Soit vous faites une offre, soit le créancier vous en fait une et vous l’acceptez. Ensemble, vous convenez du montant, de la façon de le payer (en un seul versement ou en plusieurs), des dates, et de la manière dont le compte sera déclaré aux agences d’évaluation du crédit.',
    p3: 'N’offrez que ce que vous êtes vraiment en mesure de payer. Lisez bien ce qui arrive si vous manquez un paiement : certaines ententes permettent au créancier de réclamer de nouveau le solde complet.',
    p4: 'Avant d’offrir quoi que ce soit, assurez-vous que la dette est bien la vôtre et que le montant est exact. Demandez le nom du créancier d’origine, le compte visé, le montant et la façon dont il a été calculé. En Ontario, une agence de recouvrement doit d’abord vous envoyer un avis indiquant le créancier et le montant, puis attendre 6 jours avant de commencer le recouvrement ; elle doit aussi vous fournir le détail de la dette si vous le demandez.',
    p5: 'Vous pouvez négocier vous-même avec votre créancier, sans frais. Méfiez-vous de quiconque vous demande de payer avant d’avoir fait quoi que ce soit : les provinces encadrent les services de règlement de dettes et de réparation du crédit, et au Nouveau-Brunswick, une entreprise de réparation du crédit ne peut pas exiger de frais à l’avance.',
  },
  inWriting: {
    heading: 'Ce qu’il faut demander par écrit',
    intro:
      'Avant de payer quoi que ce soit, demandez au créancier ou à l’agence de confirmer l’entente par écrit. La confirmation devrait indiquer :',
    items: {
      parties:
        'le nom du créancier d’origine, votre numéro de compte et le numéro de référence du créancier ;',
      amount:
        'le montant qui règle la dette, et s’il est payé en un seul versement ou en plusieurs (le montant et la date de chacun) ;',
      final:
        'que ce montant est accepté en règlement complet et définitif, et que personne ne tentera de recouvrer le reste, y compris une autre agence à qui la dette serait vendue ;',
      reporting:
        'la façon dont le compte sera déclaré à Équifax et à TransUnion une fois le paiement fait.',
    },
    pay: 'Ne payez qu’après avoir reçu cette confirmation écrite. Ne payez jamais en argent comptant : choisissez un mode de paiement qui laisse une trace, et conservez chaque reçu et chaque relevé bancaire qui montre le paiement. Une agence de recouvrement ne peut pas percevoir plus que ce que vous devez.',
    quebec:
      'Au Québec, lorsqu’un agent de recouvrement accepte un paiement comme paiement final, il doit vous remettre dans les 10 jours une quittance indiquant la date, le créancier, la dette, votre nom et votre adresse, le montant dû et le montant reçu (Office de la protection du consommateur).',
  },
  fullAndFinal: {
    heading: '« Règlement complet et définitif »',
    p1: 'Ces mots signifient que le paiement ferme la dette : le reste du solde est abandonné, et non simplement reporté. Employez-les dans votre lettre et vérifiez qu’ils figurent dans la réponse du créancier.',
    p2: 'Ne vous contentez pas de les inscrire sur un chèque ou dans la note d’un paiement. Obtenez d’abord l’accord écrit du créancier, pour qu’il n’y ait plus de doute, plus tard, sur le fait que le paiement a été accepté comme final.',
  },
  reporting: {
    heading: 'Comment un compte réglé est déclaré',
    p1: 'Une fois que vous avez payé, le créancier met à jour le compte auprès des agences d’évaluation du crédit. Un compte réglé indique généralement qu’il a été payé pour moins que le solde complet. Comme les autres comptes, il reste dans votre dossier environ six ans : chez Équifax Canada, 6 ans à compter de la date de la dernière activité ; chez TransUnion Canada, 6 ans à compter du premier défaut de paiement.',
    adviceLabel: 'Conseil',
    adviceLead: 'Conseil :',
    advice:
      'Demandez que le compte soit déclaré « payé en totalité » plutôt que « réglé » : les prêteurs voient la mention « payé en totalité » d’un meilleur œil. Le créancier n’est pas obligé d’accepter ; posez donc la question avant de payer et obtenez la réponse par écrit. Il s’agit d’un conseil courant, et non d’une règle de droit.',
    p2: 'Les dossiers de crédit sont habituellement mis à jour dans un délai de 30 à 90 jours. Après ce délai, obtenez vos dossiers auprès des deux agences ; si le compte y est mal inscrit, vous pouvez le contester au moyen des lettres de la section Correction du dossier de crédit.',
  },
  limitation: {
    heading:
      'Délais de prescription : quand une dette est trop ancienne pour faire l’objet d’une poursuite',
    p1: 'Chaque province et chaque territoire fixe le délai dont dispose un créancier pour vous poursuivre pour une dette. Ce délai commence généralement à courir lorsque le créancier a appris, ou aurait dû apprendre, que vous aviez cessé de payer. Une fois ce délai expiré, la dette est « prescrite » : le créancier ne peut plus obtenir gain de cause devant le tribunal. Certaines provinces fixent aussi un délai maximal (« au plus »), compté à partir du paiement manqué lui-même, après lequel aucune poursuite n’est possible, peu importe quand le créancier l’a appris.',
    p2: 'Une dette prescrite n’est pas effacée : un créancier ou une agence peut tout de même vous demander de la payer. En Saskatchewan, la Credit Reporting Act (art. 18) prévoit aussi qu’une dette dont le délai de prescription est expiré ne peut pas être déclarée.',
    restartHeading: 'Pourquoi un paiement ou une reconnaissance écrite a de l’importance',
    restart:
      'Dans la plupart des provinces, un paiement sur la dette, ou une reconnaissance écrite que vous la devez, fait recommencer le délai de prescription. Les sources que nous avons consultées le confirment pour l’Alberta, la Nouvelle-Écosse, l’Ontario et Terre-Neuve-et-Labrador. Une offre de règlement ou un petit paiement « de bonne foi » peut constituer une telle reconnaissance.',
    restartAdvice:
      'Avant de payer quoi que ce soit sur une vieille dette ou d’écrire au créancier à son sujet, vérifiez donc si elle pourrait être prescrite. Si c’est possible, obtenez d’abord un avis juridique, par exemple auprès d’une clinique juridique ou d’un avocat.',
    tableCaption: 'Délais de prescription des dettes, par province et territoire',
    province: 'Province ou territoire',
    period: 'Délai de prescription',
    source: 'Source',
    unconfirmed: 'Non confirmé',
    unconfirmedNote:
      'Les sources ne concordent pas ou ne sont pas officielles. Consultez une clinique juridique, un avocat ou l’organisme de protection du consommateur avant de vous fier à une date.',
    quebecNote: 'Au Québec, ce délai est fixé par le Code civil du Québec.',
  },
  insolvency: {
    heading:
      'Quand envisager une proposition de consommateur ou consulter un syndic autorisé en insolvabilité',
    p1: 'Régler ses dettes une à une fonctionne lorsqu’on en a peu et qu’on peut réunir l’argent. Si vous devez plus que ce que vous pouvez rembourser dans un délai raisonnable, si plusieurs créanciers vous pressent ou s’ils refusent vos offres, une proposition de consommateur pourrait être une meilleure solution.',
    p2: 'La proposition de consommateur est le règlement officiel prévu par la Loi sur la faillite et l’insolvabilité. Elle se fait par l’entremise d’un syndic autorisé en insolvabilité, qui offre à vos créanciers non garantis une partie de ce que vous devez, payée sur une certaine période. Une fois acceptée, elle lie ces créanciers et vous protège contre la plupart des mesures de recouvrement visant ces dettes tant qu’elle est en cours.',
    p3: 'Les syndics autorisés en insolvabilité sont les professionnels qui déposent les propositions de consommateur et les faillites. Ils détiennent une licence et sont surveillés par le Bureau du surintendant des faillites ({{phone}}). Rencontrer un syndic pour faire le tour de vos options ne vous engage à rien.',
    p4: 'Une proposition de consommateur figure dans votre dossier de crédit jusqu’à 3 ans après son paiement complet, ou 6 ans après son dépôt, selon la première de ces échéances (Équifax Canada). Une première faillite y reste 6 ans après la libération (Équifax Canada).',
  },
  complaints: {
    heading: 'Où porter plainte contre une agence de recouvrement',
    p1: 'Les agences de recouvrement détiennent un permis et sont encadrées par les provinces et les territoires. Si une agence vous harcèle, vous induit en erreur ou vous réclame plus que ce que vous devez, notez ce qui s’est passé (dates, noms, propos tenus) et portez plainte auprès de l’organisme de protection du consommateur de la province ou du territoire où vous habitez. Le tableau indique la loi qui encadre le recouvrement à cet endroit ; au Québec, c’est l’Office de la protection du consommateur qui applique la Loi sur le recouvrement de certaines créances.',
    p2: 'Si votre plainte vise votre propre banque plutôt qu’une agence, vous pouvez aussi vous adresser à l’Agence de la consommation en matière financière du Canada ({{phone}}) ; pour un fournisseur de téléphone, d’Internet ou de télévision, à la Commission des plaintes relatives aux services de télécom-télévision.',
    tableCaption:
      'Organismes de protection du consommateur et lois sur le recouvrement, par province et territoire',
    province: 'Province ou territoire',
    office: 'Organisme de protection du consommateur',
    law: 'Loi encadrant le recouvrement',
    noOffice:
      'Aucun organisme confirmé : cherchez « plainte agence de recouvrement » sur le site Web de votre gouvernement.',
  },
} satisfies Translation<typeof guideTexts>;
