/**
 * The tabs of /app/edit-personal-info/{tab} (spec section 2), each its own route; the seventh,
 * Account and privacy, is issue 17's.
 */
export const PROFILE_TABS = [
  'personal',
  'address',
  'employment',
  'identifications',
  'bankruptcy',
  'password',
  'account',
] as const;

export type ProfileTab = (typeof PROFILE_TABS)[number];

/** Where /app/edit-personal-info and an unknown tab lead. */
export const DEFAULT_PROFILE_TAB: ProfileTab = 'personal';
