import { HttpResponse, http } from 'msw';
import type { SetupServerApi } from 'msw/node';
import {
  type EscalationLetterType,
  escalationLetterName,
  FOLLOW_UP_LETTER,
  type LetterListEntry,
  type LetterTracking,
  letterListItem,
  replyDueDate,
  type SendGuide,
  trackingState,
} from 'shared/contract';

export const apiUrl = (path: string) => `${window.location.origin}/api/v1${path}`;

/** A stored letter: the list entry's own fields, and whatever tracking it has. */
export type StoredLetter = Omit<LetterListEntry, keyof LetterTracking> &
  Partial<Omit<LetterTracking, 'status' | 'reply_due'>>;

/** An answer to send instead of the store's own (status and JSON body). */
export interface ScriptedAnswer {
  status: number;
  body: Record<string, unknown>;
}

function listEntry(letter: StoredLetter): LetterListEntry {
  const sent_on = letter.sent_on ?? null;
  const outcome = letter.outcome ?? null;
  const reply_due = replyDueDate(letter.type, sent_on);
  return {
    ...letter,
    status: trackingState({ sent_on, outcome, reply_due }),
    sent_on,
    sent_by: letter.sent_by ?? null,
    reply_due,
    outcome,
    resolved_on: letter.resolved_on ?? null,
    note: letter.note ?? '',
    follow_up_of: letter.follow_up_of ?? null,
    escalation_of: letter.escalation_of ?? null,
    escalations_offered: letter.escalations_offered ?? [],
  };
}

/**
 * A fake letter store behind GET /generate-pdf, PUT /generate-pdf/tracking and POST
 * /generate-pdf/follow-up: it records what the client sent, applies tracking records and makes
 * follow-up letters (named like the API's), unless an answer is scripted for the next call.
 */
export function serveTrackedLetters(server: SetupServerApi, initial: StoredLetter[]) {
  const letters = initial.map((letter) => ({ ...letter }));
  const sent = {
    tracking: [] as unknown[],
    followUps: [] as unknown[],
    escalations: [] as unknown[],
  };
  const next: {
    tracking?: ScriptedAnswer;
    followUp?: ScriptedAnswer;
    escalation?: ScriptedAnswer;
  } = {};

  server.use(
    http.get(apiUrl('/generate-pdf'), () =>
      HttpResponse.json(letters.map((letter) => letterListItem(listEntry(letter)))),
    ),
    http.put(apiUrl('/generate-pdf/tracking'), async ({ request }) => {
      const body = (await request.json()) as Partial<LetterTracking> & { id: string };
      sent.tracking.push(body);
      const scripted = next.tracking;
      next.tracking = undefined;
      if (scripted) return HttpResponse.json(scripted.body, { status: scripted.status });
      const letter = letters.find((candidate) => candidate.id === body.id);
      if (!letter) return HttpResponse.json({ code: -3, msg: 'Not found' }, { status: 404 });
      Object.assign(letter, {
        sent_on: body.sent_on ?? null,
        sent_by: body.sent_by ?? null,
        outcome: body.outcome ?? null,
        resolved_on: body.resolved_on ?? null,
        note: body.note ?? '',
      });
      return HttpResponse.json({ code: 0, msg: 'OK', id: body.id });
    }),
    http.post(apiUrl('/generate-pdf/follow-up'), async ({ request }) => {
      const body = (await request.json()) as { id: string };
      sent.followUps.push(body);
      const scripted = next.followUp;
      next.followUp = undefined;
      if (scripted) return HttpResponse.json(scripted.body, { status: scripted.status });
      const first = letters.find((candidate) => candidate.id === body.id);
      if (!first) return HttpResponse.json({ code: -3, msg: 'Not found' }, { status: 404 });
      const id = `f0110e00-0000-4000-8000-${String(letters.length).padStart(12, '0')}`;
      letters.push({
        id,
        gid: first.gid,
        name: `Follow-up to ${first.name}`,
        request_date: '2026-04-05',
        type: FOLLOW_UP_LETTER,
        follow_up_of: first.id,
      });
      return HttpResponse.json({ code: 0, msg: 'OK', result: 200, id }, { status: 201 });
    }),
    http.post(apiUrl('/generate-pdf/escalation'), async ({ request }) => {
      const body = (await request.json()) as { id: string; kind: EscalationLetterType };
      sent.escalations.push(body);
      const scripted = next.escalation;
      next.escalation = undefined;
      if (scripted) return HttpResponse.json(scripted.body, { status: scripted.status });
      const first = letters.find((candidate) => candidate.id === body.id);
      if (!first) return HttpResponse.json({ code: -3, msg: 'Not found' }, { status: 404 });
      const id = `e5ca1a7e-0000-4000-8000-${String(letters.length).padStart(12, '0')}`;
      first.escalations_offered = (first.escalations_offered ?? []).filter(
        (kind) => kind !== body.kind,
      );
      letters.push({
        id,
        gid: first.gid,
        name: escalationLetterName(body.kind, first.name),
        request_date: '2026-04-05',
        type: body.kind,
        escalation_of: first.id,
      });
      return HttpResponse.json({ code: 0, msg: 'OK', result: 200, id }, { status: 201 });
    }),
  );
  return { sent, next };
}

/**
 * GET /generate-pdf/:id/send-guide: answers each letter's guide (null for a letter that does not
 * go to a bureau); an id without one answers -3, like another user's letter. `failNext` makes the
 * next call fail with a 500.
 */
export function serveSendGuides(server: SetupServerApi, guides: Record<string, SendGuide | null>) {
  const requested: string[] = [];
  const next = { fail: false };
  server.use(
    http.get(apiUrl('/generate-pdf/:id/send-guide'), ({ params }) => {
      const id = String(params.id);
      requested.push(id);
      if (next.fail) {
        next.fail = false;
        return HttpResponse.json({ code: -1001, msg: 'Failed' }, { status: 500 });
      }
      if (!(id in guides))
        return HttpResponse.json({ code: -3, msg: 'Not found' }, { status: 404 });
      return HttpResponse.json({ code: 0, msg: 'OK', guide: guides[id] ?? null });
    }),
  );
  return { requested, next };
}
