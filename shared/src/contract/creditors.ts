/**
 * The creditor directory (spec sections 3 and 7): GET /creditor/list answers [id, name] pairs,
 * POST /creditor/get with the bare id answers one creditor's details. Zod-free.
 */

/** One list entry: the creditor's id (a UUID) and its display name. */
export type CreditorListItem = [id: string, name: string];

/**
 * POST /creditor/get's answer. `province` is the name as in the wizard's province list
 * ('Ontario', 'PEI'), or '' when unknown; `phone` is an addition to the spec's fields (the
 * dispute form has a phone field to prefill). Empty strings where the directory has nothing.
 */
export interface CreditorDetail {
  code: 0;
  msg: string;
  company: string;
  address: string;
  city: string;
  province: string;
  postal_code: string;
  fax: string;
  phone: string;
}
