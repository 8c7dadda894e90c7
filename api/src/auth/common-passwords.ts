import { dictionary } from '@zxcvbn-ts/language-common';

let lowerCased: Set<string> | undefined;

/**
 * True when the password is on zxcvbn-ts's list of the most common leaked passwords
 * (about 49,000 entries, maintained upstream), compared case-insensitively.
 */
export function isCommonPassword(password: string): boolean {
  lowerCased ??= new Set(dictionary['passwords-common'].map((entry) => entry.toLowerCase()));
  return lowerCased.has(password.toLowerCase());
}
