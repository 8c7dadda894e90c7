import {
  type BureauName,
  bureausChosen,
  type CreditBureau,
  DATE_FIELD_OF_BASIS,
  type LetterInputs,
  outdatedItemBody,
  outdatedItemProblems,
  outdatedItemRemoval,
  type Province,
  placeName,
} from 'shared/contract';
import {
  type NegativeItemKind,
  REMOVAL_SOURCES,
  type RemovalBasis,
  type RemovalDate,
} from 'shared/contract/report-removal';
import {
  accountLines,
  bureauLetterTemplate,
  maskedAccountNumber,
  myFileAt,
} from '../bureau-letters';
import { detailLines } from '../creditor-parts';
import { keepTogether } from '../format';
import { type LetterLanguage, longDate, yearsIn } from '../language';
import { bureauNameIn } from '../parts';
import { provinceForLetters } from '../province';
import { inProvinceFr } from '../statutes';
import type { LetterTemplate } from '../types';

type Input = LetterInputs['outdated_item'];
type KnownRemoval = Extract<RemovalDate, { known: true }>;

/**
 * A negative item a bureau still reports after the date it must leave the consumer's file: remove
 * it. One letter per bureau chosen, made only once every one of them is past its date
 * (outdatedItemProblems, the rule the wizard shows too). Each letter states only what the
 * consumer gave (the item, its number masked, the date that bureau's period counts from) and what
 * our sources say of that bureau's period: a rule its own pages or FCAC publish is stated as the
 * rule, with the date it gives; a period only third-party pages give, or one the bureau's words
 * leave open, is stated as such, and the letter says only that the consumer believes it passed.
 */
const bureauLetters = bureauLetterTemplate<Input>({
  type: 'outdated_item',
  kind: { en: 'Outdated Item Removal', fr: 'Retrait d’une inscription périmée' },
  input: outdatedItemBody,
  content(input, { bureau, province, language }) {
    const removal = outdatedItemRemoval(input, bureau.id, province.code);
    // The API refuses the body first (refuse, below): a date is known for every chosen bureau.
    if (!removal.known) throw new Error(`outdated_item built without the ${removal.needs} date`);
    const facts = detailLines(
      datesRead(input, removal).map((basis) => [
        basisLabel(basis, input.item_kind, language),
        longDate(input[DATE_FIELD_OF_BASIS[basis]], language),
      ]),
      language,
    );
    const rule = ruleParagraph(input, bureau, removal, province, language);
    if (language === 'fr') {
      const thisItem = thisItemFr(input.item_kind);
      return {
        subject: `Inscription périmée à retirer : ${input.account_name}`,
        problem: [
          [
            `${myFileAt(bureau, language)} fait toujours état de ${thisItem} :`,
            ...itemLines(input, language),
            facts,
          ].join('\n'),
          rule,
        ],
        request: [
          `Veuillez retirer ${thisItem} de mon dossier de crédit : son délai de conservation est expiré.`,
        ],
      };
    }
    return {
      subject: `Outdated item to remove: ${input.account_name}`,
      problem: [
        [
          `${myFileAt(bureau)} still reports this ${ITEMS[input.item_kind].en.noun}:`,
          ...itemLines(input, language),
          facts,
        ].join('\n'),
        rule,
      ],
      request: [
        `Please remove this ${ITEMS[input.item_kind].en.noun} from my credit file: its reporting period has passed.`,
      ],
    };
  },
});

export const outdatedItemTemplate: LetterTemplate<Input> = {
  ...bureauLetters,
  refuse(input, personal, options) {
    const province = provinceForLetters(personal.currentAddress);
    const problems = outdatedItemProblems(
      input,
      bureausChosen(input.bureau),
      province.code,
      options.date,
    );
    const fields = Object.entries(problems).filter(
      (entry): entry is [string, string] => entry[1] !== undefined,
    );
    return fields.length === 0 ? null : Object.fromEntries(fields);
  },
};

/** How each kind is named: "this collection", « ce compte en recouvrement », « cette faillite ». */
const ITEMS: Readonly<
  Record<NegativeItemKind, { en: { noun: string }; fr: { noun: string; feminine: boolean } }>
> = {
  account: { en: { noun: 'account' }, fr: { noun: 'compte', feminine: false } },
  collection: {
    en: { noun: 'collection' },
    fr: { noun: 'compte en recouvrement', feminine: false },
  },
  judgment: { en: { noun: 'judgment' }, fr: { noun: 'jugement', feminine: false } },
  bankruptcy: { en: { noun: 'bankruptcy' }, fr: { noun: 'faillite', feminine: true } },
  consumer_proposal: {
    en: { noun: 'consumer proposal' },
    fr: { noun: 'proposition de consommateur', feminine: true },
  },
  debt_management_plan: {
    en: { noun: 'debt management plan' },
    fr: { noun: 'programme de gestion de dettes', feminine: false },
  },
};

/** « ce compte en recouvrement », « cette faillite ». */
function thisItemFr(kind: NegativeItemKind): string {
  const { noun, feminine } = ITEMS[kind].fr;
  return `${feminine ? 'cette' : 'ce'} ${noun}`;
}

/** A past participle agreeing with the item: « retiré », « retirée ». */
function agreeingFr(kind: NegativeItemKind, participle: string): string {
  return ITEMS[kind].fr.feminine ? `${participle}e` : participle;
}

/**
 * The item as the bureau lists it: an account or a collection by its account, a public record
 * (a judgment, a bankruptcy, a proposal, a plan) as an entry with its file number. Masked either
 * way: a letter to a bureau never carries a whole number (decisions.md section 6).
 */
function itemLines(input: Input, language: LetterLanguage): string[] {
  if (input.item_kind === 'account' || input.item_kind === 'collection') {
    return accountLines(input.account_name, input.account_number, language);
  }
  const number = maskedAccountNumber(input.account_number);
  return language === 'fr'
    ? [`Inscription : ${input.account_name}`, `Numéro de dossier : ${number}`]
    : [`Entry: ${input.account_name}`, `File number: ${number}`];
}

/**
 * The dates this bureau's period was counted from: the one its rule reads, or both an "or" in
 * its rule compares (Equifax's debt management plan: the letter says both periods have passed).
 * Every other date the consumer gave stays out of the letter.
 */
function datesRead(input: Input, removal: KnownRemoval): RemovalBasis[] {
  if (isOpenOr(removal) && input.item_kind === 'debt_management_plan') {
    return ['started', 'paid_off'];
  }
  return [removal.basis];
}

/** Equifax's own period, unconfirmed only because its "or" does not say which of two applies. */
function isOpenOr(removal: KnownRemoval): boolean {
  return !removal.confirmed && removal.source === REMOVAL_SOURCES.equifax;
}

function basisLabel(basis: RemovalBasis, kind: NegativeItemKind, language: LetterLanguage) {
  const started =
    kind === 'debt_management_plan'
      ? { en: 'Started', fr: 'Date de début' }
      : { en: 'Filed', fr: 'Date de dépôt' };
  const labels: Record<RemovalBasis, { en: string; fr: string }> = {
    last_activity: { en: 'Date of last activity', fr: 'Date de la dernière activité' },
    first_delinquency: { en: 'First delinquency', fr: 'Date du premier défaut de paiement' },
    started,
    discharged: { en: 'Discharged', fr: 'Date de libération' },
    paid_off: { en: 'Paid in full', fr: 'Date du paiement complet' },
  };
  return labels[basis][language];
}

/**
 * The rule and the date, worded by what the sources are: the bureau's own published rule (Equifax)
 * or FCAC's account of TransUnion's, stated as the rule with the day the item should have gone; a
 * period only published sources give, stated as theirs, and the consumer's belief that it passed.
 */
function ruleParagraph(
  input: Input,
  bureau: CreditBureau,
  removal: KnownRemoval,
  province: Province,
  language: LetterLanguage,
): string {
  const name = bureauNameIn(bureau, language);
  const rule = RULES[bureau.id](input, removal, province)[language];
  const more =
    input.item_kind === 'bankruptcy' && input.other_bankruptcies > 0
      ? language === 'fr'
        ? 'J’ai fait faillite plus d’une fois. '
        : 'I have been bankrupt more than once. '
      : '';
  const day = keepTogether(longDate(removal.date, language));
  const voice = voiceOf(removal);
  if (language === 'fr') {
    const kind = input.item_kind;
    const thisItem = thisItemFr(kind);
    const noLonger = `je considère donc que ${thisItem} ne devrait plus être ${agreeingFr(kind, 'déclaré')}.`;
    const removedOn = `D’après cette règle, ${thisItem} aurait dû être ${agreeingFr(kind, 'retiré')} de mon dossier le ${day}.`;
    switch (voice) {
      case 'bureau':
        return `${more}Selon ses règles publiées, ${name} conserve ${rule}. ${removedOn}`;
      case 'fcac':
        return `${more}Selon l’Agence de la consommation en matière financière du Canada, ${name} conserve ${rule}. ${removedOn}`;
      case 'open-or':
        return `${more}Selon ses règles publiées, ${name} conserve ${rule}, sans préciser lequel de ces deux délais s’applique. Les deux sont expirés ; ${noLonger}`;
      case 'published':
        return `${more}Des sources publiées indiquent que ${name} conserve ${rule} ; je n’ai pas pu le confirmer dans les règles mêmes de ${name}. Ce délai est expiré ; ${noLonger}`;
    }
  }
  const { noun } = ITEMS[input.item_kind].en;
  const noLonger = `so I believe this ${noun} should no longer be reported.`;
  const removedOn = `By that rule, this ${noun} should have been removed from my file on ${day}.`;
  switch (voice) {
    case 'bureau':
      return `${more}${name}’s published rules keep ${rule}. ${removedOn}`;
    case 'fcac':
      return `${more}According to the Financial Consumer Agency of Canada, ${name} keeps ${rule}. ${removedOn}`;
    case 'open-or':
      return `${more}${name}’s published rules keep ${rule}, without saying which of the two applies. Both periods have passed, ${noLonger}`;
    case 'published':
      return `${more}Published sources say that ${name} keeps ${rule}; I have not been able to confirm this in ${name}’s own rules. More than that period has passed, ${noLonger}`;
  }
}

/**
 * Whose word the period is, which decides how firmly the letter states it: Equifax's own rule or
 * FCAC's account of TransUnion's (a rule, with the day it gives); Equifax's own rule whose "or"
 * leaves open which period applies; or what published sources say (a belief). Anything not
 * confirmed by the first two is worded as the last.
 */
function voiceOf(removal: KnownRemoval): 'bureau' | 'fcac' | 'open-or' | 'published' {
  if (isOpenOr(removal)) return 'open-or';
  if (!removal.confirmed) return 'published';
  if (removal.source === REMOVAL_SOURCES.equifax) return 'bureau';
  return removal.source === REMOVAL_SOURCES.fcac ? 'fcac' : 'published';
}

type RuleText = (input: Input, removal: KnownRemoval, province: Province) => Words;
interface Words {
  en: string;
  fr: string;
}

/** The period as "{bureau} keeps …" completes it, in both languages. */
function period(removal: KnownRemoval): Words {
  return { en: yearsIn(removal.years, 'en'), fr: yearsIn(removal.years, 'fr') };
}

/**
 * What each bureau's source says it keeps, per kind (report-removal.ts gives the periods and their
 * sources). A rule that names two periods states both, as published.
 */
const RULES: Record<BureauName, RuleText> = {
  Equifax(input, removal) {
    const years = period(removal);
    switch (input.item_kind) {
      case 'account':
        return {
          en: `accounts and their late payments for ${years.en} from the date of last activity`,
          fr: `les comptes et leurs retards de paiement pendant ${years.fr} à compter de la date de la dernière activité`,
        };
      case 'collection':
        return {
          en: `collections for ${years.en} from the date of last activity`,
          fr: `les comptes en recouvrement pendant ${years.fr} à compter de la date de la dernière activité`,
        };
      case 'judgment':
        return {
          en: `judgments for ${years.en} from the date they were filed`,
          fr: `les jugements pendant ${years.fr} à compter de la date de leur dépôt`,
        };
      case 'bankruptcy':
        return {
          en: `a bankruptcy for ${yearsIn(6, 'en')} after discharge, or ${yearsIn(14, 'en')} each when a person has been bankrupt more than once`,
          fr: `une faillite pendant ${yearsIn(6, 'fr')} après la libération, ou ${yearsIn(14, 'fr')} chacune lorsqu’une personne a fait faillite plus d’une fois`,
        };
      case 'consumer_proposal':
        return {
          en: `a consumer proposal until ${yearsIn(3, 'en')} after it is paid in full or ${yearsIn(6, 'en')} after it was filed, whichever comes first`,
          fr: `une proposition de consommateur jusqu’à ${yearsIn(3, 'fr')} après son paiement complet ou ${yearsIn(6, 'fr')} après son dépôt, selon la première échéance`,
        };
      case 'debt_management_plan':
        return {
          en: `a debt management plan for ${yearsIn(2, 'en')} after it is paid in full or ${yearsIn(6, 'en')} from the date it started`,
          fr: `un programme de gestion de dettes pendant ${yearsIn(2, 'fr')} après son paiement complet ou ${yearsIn(6, 'fr')} après son début`,
        };
    }
  },
  TransUnion(input, removal, province) {
    const years = period(removal);
    switch (input.item_kind) {
      case 'account':
        return {
          en: `accounts for ${years.en} from the first delinquency`,
          fr: `les comptes pendant ${years.fr} à compter du premier défaut de paiement`,
        };
      case 'collection':
        return {
          en: `collections for ${years.en} from the first delinquency with the original creditor`,
          fr: `les comptes en recouvrement pendant ${years.fr} à compter du premier défaut de paiement auprès du créancier d’origine`,
        };
      case 'judgment': {
        // FCAC gives 6 years, and longer in five provinces: the letter names the consumer's.
        const longer = removal.years !== 6;
        return {
          en: `judgments for ${years.en}${longer ? ` in ${placeName(province.code)}` : ''}`,
          fr: `les jugements pendant ${years.fr}${longer ? ` ${inProvinceFr(province)}` : ''}`,
        };
      }
      case 'bankruptcy':
        // Third-party pages: "6 or 7 years depending on the province", "14 for a second".
        return input.other_bankruptcies > 0
          ? {
              en: `bankruptcies for ${years.en} after discharge when a person has been bankrupt more than once`,
              fr: `les faillites pendant ${years.fr} après la libération lorsqu’une personne a fait faillite plus d’une fois`,
            }
          : {
              en: `bankruptcies for up to ${years.en} after discharge, depending on the province`,
              fr: `les faillites jusqu’à ${years.fr} après la libération, selon la province`,
            };
      case 'consumer_proposal':
        return {
          en: `a consumer proposal until ${yearsIn(3, 'en')} after it is paid in full or ${yearsIn(6, 'en')} after it was signed, whichever is sooner`,
          fr: `une proposition de consommateur jusqu’à ${yearsIn(3, 'fr')} après son paiement complet ou ${yearsIn(6, 'fr')} après sa signature, selon la première échéance`,
        };
      case 'debt_management_plan':
        return {
          en: `debt management plans for ${years.en} after they are paid in full`,
          fr: `les programmes de gestion de dettes pendant ${years.fr} après leur paiement complet`,
        };
    }
  },
};
