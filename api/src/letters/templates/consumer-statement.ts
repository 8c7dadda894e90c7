import {
  consumerStatementBody,
  type LetterInputs,
  statementLimits,
  statementProblem,
} from 'shared/contract';
import { bureauLetterTemplate, myFileAt } from '../bureau-letters';
import { bureauNameIn } from '../parts';
import { refuseByProvincialRule } from '../refusals';
import { citedLaws, inProvinceFr } from '../statutes';
import type { LetterTemplate } from '../types';

type Input = LetterInputs['consumer_statement'];

/**
 * The consumer's statement (explanatory note) for their file, one letter per bureau chosen: the
 * bureau adds it to the file, and anyone who reads the file sees it. The statement is printed in
 * quotes exactly as the consumer wrote it; the API refuses one longer than a chosen bureau's limit
 * for the consumer's province on the request date (consumer-statement-limits.ts).
 */
const bureauLetters = bureauLetterTemplate<Input>({
  type: 'consumer_statement',
  kind: { en: 'Consumer Statement', fr: 'Déclaration du consommateur' },
  input: consumerStatementBody,
  content(input, { bureau, personal, language }) {
    const item = input.item.trim();
    const laws = citedLaws(personal, 'creditReporting', language);
    if (language === 'fr') {
      const place = laws ? inProvinceFr(laws.province) : '';
      return {
        subject: 'Déclaration du consommateur à ajouter à mon dossier de crédit',
        problem: [
          item
            ? `${myFileAt(bureau, language)} comporte un élément que je souhaite expliquer : ${item}.`
            : `Je souhaite ajouter une déclaration, rédigée dans mes propres mots, à mon dossier de crédit chez ${bureauNameIn(bureau, language)}.`,
          `Veuillez ajouter à mon dossier la déclaration du consommateur suivante, exactement telle qu’elle est rédigée :\n« ${input.statement} »`,
        ],
        request: [
          'Veuillez l’inclure chaque fois que vous communiquez mon dossier, et me confirmer par écrit que vous l’avez ajoutée.',
        ],
        // The general sentence speaks of correcting errors; this letter corrects nothing.
        statute: laws
          ? `Comme je réside ${place}, je fais cette demande ${laws.under}, qui ${laws.governs} les activités des agences d’évaluation du crédit ${place}.`
          : null,
      };
    }
    return {
      subject: 'Consumer statement for my credit file',
      problem: [
        item
          ? `${myFileAt(bureau)} shows an item I want to explain: ${item}.`
          : `I would like to add a statement in my own words to my credit file with ${bureau.name}.`,
        `Please add this consumer statement to my file, exactly as written:\n“${input.statement}”`,
      ],
      request: [
        'Please include it whenever you disclose my file, and confirm to me in writing that you have added it.',
      ],
      // The general sentence speaks of correcting errors; this letter corrects nothing.
      statute: laws
        ? `As a resident of ${laws.provinceName}, I make this request under ${laws.cited}, which ${laws.governs} credit reporting in ${laws.provinceName}.`
        : null,
    };
  },
});

export const consumerStatementTemplate: LetterTemplate<Input> = {
  ...bureauLetters,
  refuse: refuseByProvincialRule('statement', (input, province, today) =>
    statementProblem(input.statement, statementLimits(input.bureau, province, today)),
  ),
};
