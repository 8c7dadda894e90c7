import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { apiUrl as url } from '../testing/fake-letters-api';
import { renderLetters } from '../testing/render-letters';

const EQUIFAX = {
  id: '0b5f4a8e-1d2c-4f6a-9b3e-7c8d9e0f1a2b',
  gid: 0,
  name: 'Credit Report Request - Equifax',
  request_date: '2026-03-02',
};
const TRANSUNION = {
  ...EQUIFAX,
  id: '5c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
  name: 'Credit Report Request - TransUnion',
};
const REPAIR = {
  ...EQUIFAX,
  id: '9e8d7c6b-5a4f-4e3d-9c2b-1a0f9e8d7c6b',
  gid: 1,
  name: 'Error of Name - Equifax',
};

/** A fake letter store behind GET, DELETE and download, recording what the client sent. */
function serveLetters(initial: unknown[][]) {
  let list = [...initial];
  const sent = {
    deleted: [] as unknown[],
    downloaded: [] as unknown[],
    keys: [] as (string | null)[],
  };
  server.use(
    http.get(url('/generate-pdf'), ({ request }) => {
      sent.keys.push(request.headers.get('X-API-Key'));
      return HttpResponse.json(list);
    }),
    http.delete(url('/generate-pdf'), async ({ request }) => {
      const id = await request.json();
      sent.deleted.push(id);
      list = list.filter((item) => (item[0] as { id?: string } | undefined)?.id !== id);
      return HttpResponse.json({ code: 0, msg: 'OK' });
    }),
    http.post(url('/generate-pdf/download'), async ({ request }) => {
      sent.downloaded.push(await request.json());
      return new HttpResponse(new TextEncoder().encode('%PDF-1.7 fake'), {
        headers: { 'Content-Type': 'application/pdf' },
      });
    }),
  );
  return sent;
}

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('My Generated Letters', () => {
  it('opens on the credit report tab and lists its letters with their request dates', async () => {
    const sent = serveLetters([
      [EQUIFAX, { group: 'credit report' }],
      [REPAIR, { group: 'credit repair' }],
      [TRANSUNION],
      [TRANSUNION, { group: 'credit report' }],
    ]);
    renderLetters();
    expect(screen.getByRole('heading', { level: 1, name: 'My Generated Letters' })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Credit report letters' });
    expect(screen.getByLabelText('path')).toHaveTextContent(
      '/app/my-generated-letters/credit-report',
    );
    expect(screen.getByRole('link', { name: 'Credit Report' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    const rows = within(table).getAllByRole('row').slice(1);
    // The pair with one entry is skipped; the repair letter belongs to another tab.
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Credit Report Request - Equifax',
      'Credit Report Request - TransUnion',
    ]);
    expect(within(rows[0] as HTMLElement).getByText('March 2, 2026')).toBeVisible();
    expect(screen.queryByText('Error of Name - Equifax')).not.toBeInTheDocument();
    expect(sent.keys).toContain('key-1');
  });

  it('before the first letter, says what the page will hold and leads to the free reports, with nothing to count', async () => {
    serveLetters([]);
    renderLetters('/app/my-generated-letters/credit-repair');
    expect(await screen.findByRole('heading', { name: 'No letters yet' })).toBeVisible();
    expect(
      screen.getByRole('link', {
        name: 'Request your free credit reports in the Credit Report Suite',
      }),
    ).toHaveAttribute('href', '/app/credit-report-suite/free-equifax-transunion');
    expect(screen.queryByRole('region', { name: 'Your letters at a glance' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Letter groups' })).toBeNull();
    expect(screen.queryByText('You have no credit repair letters yet.')).toBeNull();
  });

  it('shows the other groups on their tabs, and says so when a group is empty', async () => {
    const user = userEvent.setup();
    serveLetters([[REPAIR, { group: 'credit repair' }]]);
    renderLetters('/app/my-generated-letters/credit-repair');
    expect(await screen.findByRole('button', { name: 'Error of Name - Equifax' })).toBeVisible();

    await user.click(screen.getByRole('link', { name: 'Debt Settlement' }));
    expect(screen.getByText('You have no debt settlement letters yet.')).toBeVisible();
    expect(
      screen.getByRole('link', { name: 'Write a settlement letter in the Debt Settlement Suite' }),
    ).toHaveAttribute('href', '/app/debt-settlement-suite');

    await user.click(screen.getByRole('link', { name: 'Credit Report' }));
    expect(screen.getByText('You have no credit report letters yet.')).toBeVisible();
    expect(
      screen.getByRole('link', {
        name: 'Request your free credit reports in the Credit Report Suite',
      }),
    ).toHaveAttribute('href', '/app/credit-report-suite');
  });

  it('downloads the PDF under the letter name with underscores when the name is clicked', async () => {
    const user = userEvent.setup();
    const sent = serveLetters([[EQUIFAX, { group: 'credit report' }]]);
    const saved: { href: string; download: string }[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ href: this.href, download: this.download });
    });
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:letter-1';
    });
    URL.revokeObjectURL = vi.fn();
    try {
      renderLetters();
      await user.click(
        await screen.findByRole('button', { name: 'Credit Report Request - Equifax' }),
      );
      await waitFor(() => expect(saved).toHaveLength(1));
      expect(saved[0]).toEqual({
        href: 'blob:letter-1',
        download: 'Credit_Report_Request_-_Equifax.pdf',
      });
      expect(sent.downloaded).toEqual([EQUIFAX.id]);
      expect(await blobs[0]?.text()).toBe('%PDF-1.7 fake');
    } finally {
      click.mockRestore();
    }
  });

  it('says when to try again once the downloads of the hour are used up', async () => {
    const user = userEvent.setup();
    serveLetters([[EQUIFAX, { group: 'credit report' }]]);
    server.use(
      http.post(url('/generate-pdf/download'), () =>
        HttpResponse.json(
          { code: -5, msg: 'Too many attempts. Please try again in 12 minutes.', retry_after: 700 },
          { status: 429 },
        ),
      ),
    );
    renderLetters();
    await user.click(
      await screen.findByRole('button', { name: 'Credit Report Request - Equifax' }),
    );
    expect(
      await screen.findByText('Too many attempts. Please try again in 12 minutes.'),
    ).toBeVisible();
  });

  it('deletes a letter after confirmation and refreshes the list; KEEP changes nothing', async () => {
    const user = userEvent.setup();
    const sent = serveLetters([
      [EQUIFAX, { group: 'credit report' }],
      [TRANSUNION, { group: 'credit report' }],
    ]);
    renderLetters();
    const deleteButton = await screen.findByRole('button', {
      name: 'Delete Credit Report Request - TransUnion',
    });

    await user.click(deleteButton);
    const dialog = screen.getByRole('dialog', { name: 'Delete this letter?' });
    expect(dialog).toHaveTextContent(
      'Credit Report Request - TransUnion, requested on March 2, 2026',
    );
    await user.click(within(dialog).getByRole('button', { name: 'KEEP' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent.deleted).toEqual([]);

    await user.click(deleteButton);
    await user.click(screen.getByRole('button', { name: 'DELETE' }));
    await waitFor(() =>
      expect(
        screen.queryByRole('button', { name: 'Credit Report Request - TransUnion' }),
      ).not.toBeInTheDocument(),
    );
    expect(sent.deleted).toEqual([TRANSUNION.id]);
    expect(screen.getByRole('button', { name: 'Credit Report Request - Equifax' })).toBeVisible();
  });

  it('says when the list could not be loaded and loads it again on Retry', async () => {
    const user = userEvent.setup();
    serveLetters([[EQUIFAX, { group: 'credit report' }]]);
    // Used before the store's handler: the first load fails.
    server.use(
      http.get(
        url('/generate-pdf'),
        () => HttpResponse.json({ code: -1001, msg: 'x' }, { status: 500 }),
        {
          once: true,
        },
      ),
    );
    renderLetters();
    expect(await screen.findByText('Your letters could not be loaded.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('button', { name: 'Credit Report Request - Equifax' }),
    ).toBeVisible();
  });
});
