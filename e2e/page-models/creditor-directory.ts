import type { APIRequestContext } from '@playwright/test';

/** A directory creditor as the API gives it: its list name and the details a wizard fills in. */
export interface DirectoryCreditor {
  id: string;
  name: string;
  address: string;
  city: string;
  province: string;
  postal_code: string;
  /** Numbers as the API formats them: "(416) 555-0142", "1-800-555-0199". */
  fax: string;
  /** False when the directory could not confirm the fax: the wizard says so, the letter is mailed. */
  fax_confirmed: boolean;
  fax_note: string;
  phone: string;
}

/**
 * Finds a seeded directory creditor whose name contains `part`, with its details, so a test can
 * check that choosing it in a wizard fills the fields with what the server holds.
 */
export async function directoryCreditor(
  request: APIRequestContext,
  key: string,
  part: string,
): Promise<DirectoryCreditor> {
  const headers = { 'X-API-Key': key };
  const list = (await (await request.get('/api/v1/creditor/list', { headers })).json()) as [
    string,
    string,
  ][];
  const entry = list.find(([, name]) => name.includes(part));
  if (!entry) throw new Error(`No directory creditor named like ${part}`);
  const [id, name] = entry;
  // The body is the bare id as a JSON string; Playwright would send a plain string as it is.
  const detail = (await (
    await request.post('/api/v1/creditor/get', {
      data: JSON.stringify(id),
      headers: { ...headers, 'Content-Type': 'application/json' },
    })
  ).json()) as DirectoryCreditor & { code: number };
  if (detail.code !== 0) throw new Error(`creditor/get answered ${JSON.stringify(detail)}`);
  return {
    id,
    name,
    address: detail.address,
    city: detail.city,
    province: detail.province,
    postal_code: detail.postal_code,
    fax: detail.fax,
    fax_confirmed: detail.fax_confirmed,
    fax_note: detail.fax_note,
    phone: detail.phone,
  };
}
