import { frenchTypographyProblems } from './in-french';

describe('frenchTypographyProblems', () => {
  it('accepts French written with no-break spaces, ’ and …', () => {
    expect(
      frenchTypographyProblems({
        a: 'Objet\u00a0: votre dossier. Vraiment\u00a0? Oui\u00a0!',
        b: { c: '«\u00a0Payé en totalité\u00a0» l’an dernier\u00a0; chargement…' },
        url: 'Allez sur https://www.equifax.ca',
      }),
    ).toEqual([]);
  });

  it('names each text that would break a line before its punctuation or uses straight marks', () => {
    expect(
      frenchTypographyProblems({
        colon: 'Objet : votre dossier',
        question: { mark: 'Vraiment?' },
        quote: '« Payé »',
        apostrophe: "l'an dernier",
        dots: 'Chargement...',
      }),
    ).toEqual([
      'colon: wants a no-break space before :',
      'question.mark: wants a no-break space before ; ! ? »',
      'quote: wants a no-break space before ; ! ? »',
      'quote: wants a no-break space after «',
      'apostrophe: wants the typographic apostrophe ’',
      'dots: wants the ellipsis …',
    ]);
  });
});
