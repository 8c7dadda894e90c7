/** What the product says about text it cannot store or print. */
export const textTexts = {
  controlCharacters: 'Please remove the control characters (such as a null byte) from this text.',
  unprintable:
    'Our letters cannot print some of these characters (such as emoji or right-to-left scripts). Please use Latin, Greek, Cyrillic, Chinese, Japanese or Korean letters.',
} as const;
