import type { ApiAnswer } from './codes';

/**
 * Who runs the service (issue 21, point 14): the terms and the privacy policy name the operator,
 * the postal address for the written cancellation the terms require, and where to write about
 * personal information. The server reads them from COMPANY_NAME, COMPANY_ADDRESS and
 * COMPANY_EMAIL and answers them at `GET /api/v1/operator` (public: the terms are read before
 * signing in).
 */
export const OPERATOR_PATH = '/api/v1/operator';

/**
 * The day the terms of service and the privacy policy last changed (YYYY-MM-DD). Change it in the
 * same commit as any change to either text: both pages print it as their effective date.
 */
export const POLICIES_EFFECTIVE_DATE = '2026-11-28';

export interface Operator {
  /** The operator's legal or business name. */
  name: string;
  /** The postal address, one line per element (written cancellations and privacy requests). */
  address: string[];
  /** Where to write about an account or personal information. */
  email: string;
  /** POLICIES_EFFECTIVE_DATE, so that a page shows the date of the texts the server ships. */
  effective_date: string;
}

export interface OperatorAnswer extends ApiAnswer, Operator {}
