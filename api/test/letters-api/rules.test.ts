import { messageIn } from 'shared/contract/messages';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { attachmentDisposition } from '../../src/letters-store/content-disposition';
import { inputSnapshot, zodFieldErrors } from '../../src/letters-store/generate';
import { torontoDate } from '../../src/letters-store/request-date';

describe('download Content-Disposition', () => {
  it('names the file after the letter, spaces as underscores, in both forms', () => {
    expect(attachmentDisposition('Credit Report Request - TransUnion')).toBe(
      `attachment; filename="Credit_Report_Request_-_TransUnion.pdf"; filename*=UTF-8''Credit_Report_Request_-_TransUnion.pdf`,
    );
  });

  it('keeps accents exact in filename* and plain ASCII in filename', () => {
    expect(attachmentDisposition('Dispute - Caisse Desjardins de Lévis "Centre"')).toBe(
      `attachment; filename="Dispute_-_Caisse_Desjardins_de_L_vis__Centre_.pdf"; filename*=UTF-8''Dispute_-_Caisse_Desjardins_de_L%C3%A9vis_%22Centre%22.pdf`,
    );
  });

  it("percent-encodes what RFC 5987 does not allow bare, such as ' ( ) * and %", () => {
    expect(attachmentDisposition("O'Brien (100%) *")).toContain(
      "filename*=UTF-8''O%27Brien_%28100%25%29_%2A.pdf",
    );
  });
});

describe('request date', () => {
  it('is the calendar date in Toronto, not in UTC', () => {
    // Winter (EST, UTC-5) and summer (EDT, UTC-4) evenings, when UTC has already moved on.
    expect(torontoDate(new Date('2026-03-03T04:59:00Z'))).toBe('2026-03-02');
    expect(torontoDate(new Date('2026-03-03T05:00:00Z'))).toBe('2026-03-03');
    expect(torontoDate(new Date('2026-07-01T03:30:00Z'))).toBe('2026-06-30');
    expect(torontoDate(new Date('2026-12-31T23:59:00Z'))).toBe('2026-12-31');
  });
});

describe('input snapshot', () => {
  it('keeps every field but the password', () => {
    expect(inputSnapshot({ account_id: 'a', password: 'Secret-Pass-123', amount: 5 })).toEqual({
      account_id: 'a',
      amount: 5,
    });
    expect(inputSnapshot({ bureau: 'both' })).toEqual({ bureau: 'both' });
  });
});

describe('field errors of a letter body', () => {
  it('names each field once, unknown fields included', () => {
    const schema = z.strictObject({
      bureau: z.enum(['Equifax']),
      nested: z.object({ n: z.number() }),
    });
    const result = schema.safeParse({ bureau: 'x', nested: { n: 'y' }, colour: 1, size: 2 });
    expect(result.success).toBe(false);
    if (result.success) return;
    const errors = zodFieldErrors(result.error);
    expect(Object.keys(errors).sort()).toEqual(['bureau', 'colour', 'nested.n', 'size']);
    expect(messageIn(errors.colour ?? '', 'en')).toBe('This field is not allowed.');
  });
});
