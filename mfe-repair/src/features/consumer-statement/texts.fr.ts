import type { Translation } from 'shared/i18n';
import type { consumerStatementTexts } from './texts';

/**
 * The consumer statement tab's texts in Canadian French (namespace 'repair', key 'consumerStatement').
 * The space before : ; ! ? » and after « is a no-break space (U+00A0), as French typography wants.
 */
export const consumerStatementTextsFr = {
  heading: 'Ajouter une déclaration du consommateur à votre dossier de crédit',
  intro:
    'La déclaration du consommateur (une note explicative) est une courte note, dans vos mots, que l’agence d’évaluation du crédit ajoute à votre dossier. Toute personne qui consulte votre dossier la voit, par exemple un prêteur qui étudie une demande. Servez-vous-en pour expliquer un fait véridique que le dossier ne peut pas montrer, comme une perte d’emploi ou une maladie à l’origine de retards de paiement, ou une dette que vous contestez.',
  caution:
    'La déclaration ne modifie ni ne retire rien de votre dossier. Si un renseignement est inexact, contestez-le plutôt avec les lettres Erreurs au dossier de crédit ou Erreurs liées à un compte.',
  item: 'Ce que la déclaration explique (facultatif)',
  itemHint:
    'Par exemple le compte ou l’inscription qu’elle concerne : « Visa Érable, retards de paiement en 2023 ».',
  statement: 'Votre déclaration',
  statementHint:
    'Rédigez-la telle que vous voulez qu’elle paraisse : la lettre la reproduit entre guillemets, exactement comme vous la tapez.',
  limitsHeading: 'Longueur permise',
  count: '{{bureau}} : {{count}} sur {{max}} {{unit}}',
  over: 'limite dépassée',
  units: { characters: 'caractères', words: 'mots' },
  bureaus: { Equifax: 'Équifax', TransUnion: 'TransUnion' },
  unconfirmed:
    'Cette limite n’est pas confirmée (source : {{source}}). Vérifiez auprès de l’agence avant de vous y fier.',
  noProvince:
    'Ajoutez votre adresse actuelle dans Renseignements personnels : certaines limites dépendent de votre province.',
} satisfies Translation<typeof consumerStatementTexts>;
