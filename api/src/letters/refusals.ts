import type { ProvinceCode } from 'shared/contract';
import { provinceForLetters } from './province';
import type { IsoDate, LetterTemplate } from './types';

/**
 * A template's `refuse` for a rule of the consumer's province on the request date (a limitation
 * period, a bureau's statement limit): the rule's message on `field`, or null to build.
 */
export function refuseByProvincialRule<Input>(
  field: string,
  problem: (input: Input, province: ProvinceCode, today: IsoDate) => string | null,
): NonNullable<LetterTemplate<Input>['refuse']> {
  return (input, personal, options) => {
    const province = provinceForLetters(personal.currentAddress);
    const message = problem(input, province.code, options.date);
    return message === null ? null : { [field]: message };
  };
}
