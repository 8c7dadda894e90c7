/** The consumer's province for letters: one rule, shared with the wizards (shared/contract). */
export { provinceForLetters } from 'shared/contract';
