import {
  frenchStatuteTitle,
  type LetterInputs,
  LIMITATION_PERIODS,
  type LimitationStatute,
  limitationProblem,
  namesCollector,
  PROVINCIAL_FACTS,
  type Province,
  placeName,
  statuteBarredAccountBody,
} from 'shared/contract';
import { accountLines, bureauLetterTemplate, myFileAt } from '../bureau-letters';
import {
  ANSWER_IN_WRITING,
  collectorReminder,
  detailLines,
  partyLetter,
  toBothBureausFr,
} from '../creditor-parts';
import { formatLongDate, keepTogether } from '../format';
import { type LetterLanguage, longDate, yearsIn } from '../language';
import { letterName } from '../parts';
import { provinceForLetters } from '../province';
import { creditorFromBody, shortPartyName } from '../recipients';
import { refuseByProvincialRule } from '../refusals';
import { citeInSentence, inProvinceFr, withDe } from '../statutes';
import type {
  LetterBuildOptions,
  LetterDocument,
  LetterPersonalData,
  LetterTemplate,
} from '../types';

type Input = LetterInputs['statute_barred_account'];

/**
 * An account past the limitation period of the consumer's province: remove it, or at least mark
 * it as statute-barred; and, when the form names the collector, a letter asking it to stop
 * collecting and not to report the debt. The API makes it only once the period has passed since
 * the last payment or acknowledgement (refuse, below). In Saskatchewan the Credit Reporting Act
 * forbids reporting such a debt at all. Neither letter may acknowledge the debt: in most
 * provinces a written acknowledgement starts the limitation period again.
 */
const bureauLetters = bureauLetterTemplate<Input>({
  type: 'statute_barred_account',
  kind: { en: 'Statute-Barred Account', fr: 'Compte prescrit' },
  input: statuteBarredAccountBody,
  content(input, { bureau, province, language }) {
    const forbidden = reportingForbidden(province, language);
    if (language === 'fr') {
      return {
        subject: `Compte prescrit ${input.account_name}`,
        problem: [
          [
            `${myFileAt(bureau, language)} fait état de ce compte :`,
            ...accountLines(input.account_name, input.account_number, language),
          ].join('\n'),
          limitationParagraph(input.last_payment_date, province, language),
        ],
        request: [
          forbidden
            ? `${forbidden} Veuillez retirer ce compte de mon dossier et ne pas déclarer cette dette.`
            : 'Je vous demande de retirer ce compte de mon dossier. Si vous continuez de le déclarer, veuillez l’indiquer comme prescrit, afin que quiconque consulte mon dossier sache que le délai de prescription de cette dette est expiré.',
          NOT_AN_ACKNOWLEDGEMENT.fr,
        ],
        statute: forbidden ? null : noDutySentence.fr,
      };
    }
    return {
      subject: `Statute-barred account ${input.account_name}`,
      problem: [
        [
          `${myFileAt(bureau)} reports this account:`,
          ...accountLines(input.account_name, input.account_number),
        ].join('\n'),
        limitationParagraph(input.last_payment_date, province),
      ],
      request: [
        forbidden
          ? `${forbidden} Please remove this account from my file and do not report this debt.`
          : 'I ask you to remove this account from my file. If you keep reporting it, please mark it as statute-barred, so that anyone who reads my file knows the debt is past its limitation period.',
        NOT_AN_ACKNOWLEDGEMENT.en,
      ],
      statute: forbidden ? null : noDutySentence.en,
    };
  },
});

export const statuteBarredAccountTemplate: LetterTemplate<Input> = {
  ...bureauLetters,
  refuse: refuseByProvincialRule('last_payment_date', (input, province, today) =>
    limitationProblem(input.last_payment_date, province, today),
  ),
  build(input, personal, options) {
    const letters = bureauLetters.build(input, personal, options);
    return namesCollector(input)
      ? [...letters, collectorLetter(input, personal, options)]
      : letters;
  },
};

/**
 * Outside Saskatchewan no statute in the product's reference data bars reporting a debt past its
 * limitation period: how long a bureau may report an item is another rule (the outdated item
 * letter's). So the removal is asked as a request, and no correction statute is cited for it
 * (the account is not inaccurate; the Saskatchewan sentence cites its own law).
 */
const noDutySentence = {
  en: 'This is a request: the limitation period concerns collecting the debt, and I do not claim that a law obliges you to remove the account before its reporting period ends.',
  fr: 'Il s’agit d’une demande : le délai de prescription concerne le recouvrement de la dette, et je ne prétends pas qu’une loi vous oblige à retirer ce compte avant la fin de sa période de déclaration.',
} as const;

/** Said in every letter of this type: a written acknowledgement would restart the period. */
const NOT_AN_ACKNOWLEDGEMENT = {
  en: 'This letter is not an acknowledgement of this debt or a promise to pay any part of it, and must not be read as one.',
  fr: 'La présente lettre n’est ni une reconnaissance de cette dette ni une promesse d’en payer quelque partie que ce soit, et ne doit pas être interprétée comme telle.',
} as const;

/**
 * The last payment, the period and its statute. A confirmed period is stated as the law; an
 * unconfirmed one only as what sources give, the longest of them, and the consumer's belief.
 */
export function limitationParagraph(
  lastPaymentDate: string,
  province: Province,
  language: LetterLanguage = 'en',
): string {
  if (language === 'fr') return limitationParagraphFr(lastPaymentDate, province);
  const period = LIMITATION_PERIODS[province.code];
  const place = placeName(province.code);
  const since = `The last payment on this account, or written acknowledgement of it, was on ${keepTogether(formatLongDate(lastPaymentDate))}, more than ${years(period.years)} ago.`;
  if (!period.unconfirmed) {
    const law = period.statute ? ` under ${citeLimitationStatute(period.statute)}` : '';
    return `${since} In ${place}, the limitation period for collecting a debt is ${years(period.years)}${law}. That period has passed: the debt is statute-barred.`;
  }
  if (period.statute) {
    return `${since} The limitation period for collecting a debt in ${place} is reported to be ${years(period.years)} under ${citeLimitationStatute(period.statute)}; I have not confirmed the text of that law. As that period has passed, I believe the debt is statute-barred.`;
  }
  const given =
    period.disputedYears.length > 0
      ? `${period.disputedYears.join(' or ')} years; more than the longer of these has passed`
      : `${years(period.years)}; more than that has passed`;
  return `${since} Published sources give the limitation period for collecting a debt in ${place} as ${given}, so I believe the debt is statute-barred.`;
}

/** The same paragraph in French, stating exactly the same facts. */
function limitationParagraphFr(lastPaymentDate: string, province: Province): string {
  const period = LIMITATION_PERIODS[province.code];
  const inPlace = inProvinceFr(province);
  const duration = yearsIn(period.years, 'fr');
  const since = `Le dernier paiement à ce compte, ou la dernière reconnaissance écrite de celui-ci, remonte au ${keepTogether(longDate(lastPaymentDate, 'fr'))}, il y a plus de ${duration}.`;
  if (!period.unconfirmed) {
    const law = period.statute
      ? ` en vertu ${withDe(citeLimitationStatute(period.statute, 'fr'))}`
      : '';
    const atStart = inPlace.charAt(0).toUpperCase() + inPlace.slice(1);
    return `${since} ${atStart}, le délai de prescription applicable au recouvrement d’une dette est de ${duration}${law}. Ce délai est expiré : la dette est prescrite.`;
  }
  if (period.statute) {
    return `${since} Selon ce qui est rapporté, le délai de prescription applicable au recouvrement d’une dette ${inPlace} est de ${duration} en vertu ${withDe(citeLimitationStatute(period.statute, 'fr'))}; je n’ai pas vérifié le texte de cette loi. Comme ce délai est expiré, je considère que la dette est prescrite.`;
  }
  const given =
    period.disputedYears.length > 0
      ? `${period.disputedYears.join(' ou ')} ans ; il s’est écoulé plus que le plus long de ces délais`
      : `${duration}; il s’est écoulé davantage`;
  return `${since} Selon les sources publiées, le délai de prescription applicable au recouvrement d’une dette ${inPlace} est de ${given}; je considère donc que la dette est prescrite.`;
}

/** "2 years", kept on one line. */
function years(count: number): string {
  return yearsIn(count, 'en');
}

/**
 * "the Limitations Act, 2002, s. 4": citation and provision each kept on one line. In French, the
 * official French title where there is one (« le Code civil du Québec, art. 2925 »), else the
 * English title in quotes, and a section as « art. ».
 */
function citeLimitationStatute(law: LimitationStatute, language: LetterLanguage = 'en'): string {
  if (language === 'fr') {
    const french = frenchStatuteTitle(law);
    const name = french
      ? `${french.name.startsWith('Code') ? 'le' : 'la'} ${french.name}`
      : `la loi « ${law.name} »`;
    const provision = law.provision?.replace(/^s\. /, 'art. ') ?? null;
    const parts = [french ? french.citation : law.citation, provision].filter(
      (part): part is string => part !== null,
    );
    return [name, ...parts.map(keepTogether)].join(', ');
  }
  // Manitoba's and Saskatchewan's titles begin with "The"; the others take an article.
  const name = law.name.startsWith('The ') ? law.name : `the ${law.name}`;
  const parts = [law.citation, law.provision].filter((part): part is string => part !== null);
  return [name, ...parts.map(keepTogether)].join(', ');
}

/** The provision that forbids reporting a statute-barred debt (Saskatchewan s. 18), as a sentence. */
function reportingForbidden(province: Province, language: LetterLanguage = 'en'): string | null {
  for (const law of PROVINCIAL_FACTS[province.code].creditReporting?.value ?? []) {
    for (const provision of law.provisions) {
      const match = /^s\. (\d+): (a debt past its limitation period may not be reported)$/.exec(
        provision,
      );
      if (match) {
        return language === 'fr'
          ? `En vertu de l’article ${match[1]} ${withDe(citeInSentence(law, language))}, une dette dont le délai de prescription est expiré ne peut pas être déclarée.`
          : `Under section ${match[1]} of ${citeInSentence(law)}, ${match[2]}.`;
      }
    }
  }
  return null;
}

/**
 * To the collector the form names: stop collecting, do not report the debt. It describes the
 * account by what the collector claims and its last payment, never as a debt the consumer owes.
 */
function collectorLetter(
  input: Input,
  personal: LetterPersonalData,
  options: LetterBuildOptions,
): LetterDocument {
  const { language } = options;
  const province = provinceForLetters(personal.currentAddress);
  const collector = creditorFromBody(input, undefined, options.creditor, language);
  const forbidden = reportingForbidden(province, language);
  const limitation = limitationParagraph(input.last_payment_date, province, language);
  const reminder = collectorReminder(personal, language);
  const common = {
    party: collector,
    personal,
    date: options.date,
    language,
    documents: [],
  };
  if (language === 'fr') {
    const doNotReport = `Veuillez ne déclarer cette dette ni ${toBothBureausFr('ni')} et, si vous l’avez déjà déclarée, leur demander de la retirer.`;
    return partyLetter({
      ...common,
      title: letterName('Dette prescrite', shortPartyName(collector), language),
      subject: `Dette prescrite, compte ${input.account_name}`,
      paragraphs: [
        'Vous me réclamez le paiement du compte décrit ci-dessous.',
        detailLines(
          [
            ['Compte', input.account_name],
            ['Numéro de compte', input.account_number],
          ],
          language,
        ),
        limitation,
        'Veuillez cesser de recouvrer cette dette : ne m’appelez pas et ne m’écrivez pas à son sujet, et ne la confiez à personne d’autre pour qu’il la recouvre, sauf pour me confirmer par écrit que vous avez cessé.',
        forbidden ? `${forbidden} ${doNotReport}` : doNotReport,
        reminder,
        `${NOT_AN_ACKNOWLEDGEMENT.fr} En particulier, elle ne constitue pas une reconnaissance écrite qui ferait recommencer le délai de prescription.`,
        ANSWER_IN_WRITING.fr,
      ],
    });
  }
  return partyLetter({
    ...common,
    title: letterName('Statute-Barred Debt', shortPartyName(collector)),
    subject: `Statute-barred debt, account ${input.account_name}`,
    paragraphs: [
      'You are seeking payment from me for the account described below.',
      detailLines([
        ['Account', input.account_name],
        ['Account number', input.account_number],
      ]),
      limitation,
      'Please stop collecting this debt: do not call me or write to me about it, and do not pass it to anyone else to collect, except to confirm in writing that you have stopped.',
      forbidden
        ? `${forbidden} Please do not report this debt to Equifax Canada or TransUnion Canada, and if you have reported it, ask them to remove it.`
        : 'Please do not report this debt to Equifax Canada or TransUnion Canada, and if you have reported it, ask them to remove it.',
      reminder,
      `${NOT_AN_ACKNOWLEDGEMENT.en} In particular, it is not a written acknowledgement that would start the limitation period again.`,
      ANSWER_IN_WRITING.en,
    ],
  });
}
