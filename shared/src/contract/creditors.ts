/**
 * The creditor directory (spec sections 3 and 7): GET /creditor/list answers [id, name] pairs,
 * POST /creditor/get with the bare id answers one creditor's details. Zod-free.
 */

/** One list entry: the creditor's id (a UUID) and its display name. */
export type CreditorListItem = [id: string, name: string];

/**
 * POST /creditor/get's answer. `province` is the name as in the wizard's province list
 * ('Ontario', 'PEI'), or '' when unknown. Empty strings where the directory has nothing.
 *
 * Additions to the spec's fields (issue 14): each of `phone`, `toll_free` and `fax` holds one
 * number, formatted the Canadian way ("(416) 555-0142", "1-800-555-0199"), so it fills a form
 * field as is. What is known about the numbers is apart, for the wizard to show the consumer and
 * never for a letter: `phone_note` (about the phone lines, such as "Press 2 for credit cards."),
 * `fax_note` (such as "Only on an older complaint page; it may be outdated.") and
 * `fax_confirmed`, false when the fax could not be confirmed on a current page of the creditor:
 * a letter whose fax is still that number is then addressed for mail.
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
  fax_confirmed: boolean;
  fax_note: string;
  phone: string;
  toll_free: string;
  phone_note: string;
  /** What is known about the address (an older source, a head office), for the consumer. */
  address_note: string;
}
