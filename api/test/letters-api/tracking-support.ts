import type { LightMyRequestResponse } from 'fastify';
import type { UserClient } from '../profile/support';

/** One letter of GET /generate-pdf with the tracker's fields (issue 9). */
export interface TrackedEntry {
  id: string;
  gid: number;
  name: string;
  request_date: string;
  type: string;
  status: string;
  sent_on: string | null;
  sent_by: string | null;
  reply_due: string | null;
  outcome: string | null;
  resolved_on: string | null;
  note: string;
  follow_up_of: string | null;
  escalation_of: string | null;
  escalations_offered: string[];
}

export const DAY_MS = 86_400_000;

export function track(user: UserClient, body: unknown): Promise<LightMyRequestResponse> {
  return user.call('PUT', '/generate-pdf/tracking', body);
}

export function followUp(user: UserClient, body: unknown): Promise<LightMyRequestResponse> {
  return user.call('POST', '/generate-pdf/follow-up', body);
}

export function escalate(user: UserClient, body: unknown): Promise<LightMyRequestResponse> {
  return user.call('POST', '/generate-pdf/escalation', body);
}

/** The user's letters by id, first entries only. */
export async function trackedLetters(user: UserClient): Promise<Map<string, TrackedEntry>> {
  const list = await user.list<[TrackedEntry, { group: string }]>('/generate-pdf');
  return new Map(list.map(([entry]) => [entry.id, entry]));
}

export async function trackedLetter(user: UserClient, id: string): Promise<TrackedEntry> {
  const entry = (await trackedLetters(user)).get(id);
  if (!entry) throw new Error(`letter ${id} is not listed`);
  return entry;
}

/** Records a sending and fails loudly on anything but success. */
export async function markSent(
  user: UserClient,
  id: string,
  sent_on: string,
  sent_by: 'fax' | 'mail' = 'fax',
): Promise<void> {
  const response = await track(user, { id, sent_on, sent_by });
  if (response.statusCode !== 200) throw new Error(`tracking refused: ${response.body}`);
}

/**
 * Marks a first letter sent by mail on 2026-03-02 and answered the same day: verified as accurate,
 * the answer that offers a follow-up and every escalation.
 */
export async function markVerifiedAsAccurate(user: UserClient, id: string): Promise<void> {
  const tracked = await track(user, {
    id,
    sent_on: '2026-03-02',
    sent_by: 'mail',
    outcome: 'verified_as_accurate',
    resolved_on: '2026-03-02',
  });
  if (tracked.statusCode !== 200) throw new Error(`tracking refused: ${tracked.body}`);
}
