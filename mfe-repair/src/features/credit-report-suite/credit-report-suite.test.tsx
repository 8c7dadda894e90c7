import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { EQUIFAX } from 'shared/contract';
import { i18n } from 'shared/i18n';
import { Route, Routes, useLocation } from 'shared/router';
import { signedIn } from 'shared/session';
import { createTestStore, renderWithProviders } from 'shared/testing';
import CreditReportSuite from '../../app/credit-report-suite';
import { repairCatalogFr } from '../../i18n/catalog.fr';
import { REPAIR_NAMESPACE } from '../../i18n/namespace';
import { BureauCard } from './bureau-card';

const url = (path: string) => `${window.location.origin}/api/v1${path}`;
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// The free report's documents step reads the profile for the letter's default language.
beforeEach(() => {
  server.use(
    ...['/contact', '/address', '/employment'].map((path) =>
      http.get(url(path), () => HttpResponse.json([])),
    ),
  );
});
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

function CurrentPath() {
  return <output aria-label="path">{useLocation().pathname}</output>;
}

function renderSuite(route: string) {
  const store = createTestStore();
  store.dispatch(signedIn('key-1'));
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/app/credit-report-suite/*" element={<CreditReportSuite />} />
      </Routes>
      <CurrentPath />
    </>,
    { route, store },
  );
}

/** Answers POST /generate-pdf with `answer` and records the bodies sent. */
function answerGenerate(status: number, answer: object): unknown[] {
  const bodies: unknown[] = [];
  server.use(
    http.post(url('/generate-pdf'), async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json(answer, { status });
    }),
  );
  return bodies;
}

/*
 * The reference page is long: these tests find a card or a row by its heading or first cell and
 * read it whole, because role queries over the whole page are slow in jsdom.
 */
function section(heading: string): HTMLElement {
  const found = screen.getByText(heading, { selector: 'h2, h3' }).closest('section');
  if (!found) throw new Error(`no section for ${heading}`);
  return found;
}

function row(table: HTMLElement, firstCell: string): HTMLElement {
  const found = within(table).getByText(firstCell, { selector: 'th' }).closest('tr');
  if (!found) throw new Error(`no row for ${firstCell}`);
  return found;
}

describe('credit report suite reference page', () => {
  it('lists the bureaus with the address their letters use, and no unconfirmed fax', () => {
    renderSuite('/app/credit-report-suite');
    expect(screen.getByRole('heading', { level: 1, name: 'Credit Report Suite' })).toBeVisible();

    const equifax = section('Equifax Canada');
    expect(equifax).toHaveTextContent('Equifax Canada Co.National Consumer RelationsBox 190');
    expect(equifax).not.toHaveTextContent('(514) 355-8502');
    expect(within(equifax).getByText('1-866-828-5961')).toHaveAttribute('href', 'tel:+18668285961');
    const transunion = section('TransUnion Canada');
    expect(transunion).toHaveTextContent('3115 Harvester Road, Suite 201');
    expect(transunion).toHaveTextContent('No fax number published: send letters by mail.');
  });

  it('lists the federal agencies and the provincial consumer offices, confirmed facts only', () => {
    renderSuite('/app/credit-report-suite');
    expect(section('Financial Consumer Agency of Canada (FCAC)')).toHaveTextContent(
      '1-866-461-3222',
    );
    const offices = screen.getByLabelText('Provincial and territorial consumer agencies', {
      selector: 'section',
    });
    expect(row(offices, 'Ontario')).toHaveTextContent('Consumer Protection Ontario');
    expect(row(offices, 'Alberta')).toHaveTextContent(
      'Consumer Investigations Unit, Service Alberta',
    );
    // Nunavut's office was not found: none is invented.
    expect(row(offices, 'Nunavut')).toHaveTextContent('None listed');
    expect(row(offices, 'Prince Edward Island')).toHaveTextContent('(902) 368-4550');
    expect(screen.queryByText(/about 30 days/)).not.toBeInTheDocument();
  });

  it('lists the credit-reporting and collection statutes of each province', () => {
    renderSuite('/app/credit-report-suite');
    const laws = screen.getByLabelText('Legislation', { selector: 'section' });
    expect(within(laws).getAllByRole('row')).toHaveLength(1 + 13);
    expect(row(laws, 'Ontario')).toHaveTextContent(
      'Consumer Reporting Act, RSO 1990, c C.33s. 13: correcting errors',
    );
    expect(row(laws, 'Yukon')).toHaveTextContent('No specific statute found');
    expect(row(laws, 'Yukon')).toHaveTextContent('Consumers Protection Act');
  });

  it('links to the free and the instant report pages', async () => {
    const user = userEvent.setup();
    renderSuite('/app/credit-report-suite');
    await user.click(screen.getByRole('link', { name: 'Instant credit reports online' }));
    expect(screen.getByLabelText('path')).toHaveTextContent(
      '/app/credit-report-suite/instant-equifax-transunion',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Instant Credit Reports' })).toBeVisible();
  });
});

describe('instant credit reports', () => {
  it("tells the user to pay a bureau and gives each bureau's mail, phone and fax", () => {
    renderSuite('/app/credit-report-suite/instant-equifax-transunion');
    expect(
      screen.getByText(/you can buy instant online access from a credit bureau/),
    ).toBeVisible();
    const equifax = section('Equifax Canada');
    expect(equifax).toHaveTextContent('Montréal QC H1S 2Z2');
    expect(equifax).toHaveTextContent('1-866-828-5961');
    expect(equifax).not.toHaveTextContent('(514) 355-8502');
    const transunion = section('TransUnion Canada');
    expect(transunion).toHaveTextContent('Burlington ON L7N 3N8');
    expect(transunion).toHaveTextContent('1-800-663-9980');
    expect(transunion).toHaveTextContent('No fax number published');
    expect(
      screen.getByRole('link', {
        name: 'Prefer not to pay? Get your credit reports free by mail.',
      }),
    ).toHaveAttribute('href', '/app/credit-report-suite/free-equifax-transunion');
  });

  it('sends an unknown sub-route back to the suite', () => {
    renderSuite('/app/credit-report-suite/no-such-page');
    expect(screen.getByLabelText('path')).toHaveTextContent(/^\/app\/credit-report-suite$/);
  });
});

describe('free Equifax and TransUnion reports', () => {
  /** The free report page, once its code (loaded when opened) is there. */
  async function renderFreeReport() {
    renderSuite('/app/credit-report-suite/free-equifax-transunion');
    await screen.findByRole('button', { name: 'Next step' });
  }

  async function goToStep2() {
    const user = userEvent.setup();
    await renderFreeReport();
    await user.click(screen.getByRole('button', { name: 'Next step' }));
    return user;
  }

  it('explains the personal information needed and links to the personal tab', async () => {
    await renderFreeReport();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Your personal information' }),
    ).toBeVisible();
    expect(screen.getByText('your date of birth')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Review your personal information' })).toHaveAttribute(
      'href',
      '/app/edit-personal-info/personal',
    );
    expect(screen.queryByRole('button', { name: 'Generate' })).not.toBeInTheDocument();
  });

  it("explains each bureau's documents and where to send them on step 2", async () => {
    await goToStep2();
    expect(screen.getByRole('heading', { level: 2, name: 'Supporting documents' })).toBeVisible();
    expect(
      screen.getByText('Copy of a government-issued photo identification, front and back'),
    ).toBeVisible();
    expect(
      screen.getByText('Photocopy of a first piece of identification, both sides'),
    ).toBeVisible();
    // A request of the file goes by mail: the bureaus' online forms take disputes.
    expect(screen.queryByText(/equifax\.ca|secure-ocs/)).not.toBeInTheDocument();
    expect(screen.queryByText(/355-8502/)).not.toBeInTheDocument();
    expect(screen.getAllByText('Send by mail to:')).toHaveLength(2);
  });

  it('generates with an empty body and goes to the credit report letters', async () => {
    const bodies = answerGenerate(201, {
      code: 0,
      msg: 'OK',
      result: 200,
      id: 'a',
      ids: ['a', 'b'],
    });
    const user = await goToStep2();
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    await waitFor(() =>
      expect(screen.getByLabelText('path')).toHaveTextContent(
        '/app/my-generated-letters/credit-report',
      ),
    );
    // The free report names no bureau: one letter each, in the letter language chosen.
    expect(bodies).toEqual([{ language: 'en' }]);
  });

  it('waits for the profile before Generate: a Québec address makes the letters French', async () => {
    let answerAddresses: () => void = () => undefined;
    const addressesAsked = new Promise<void>((resolve) => {
      answerAddresses = resolve;
    });
    server.use(
      http.get(url('/address'), async () => {
        await addressesAsked;
        return HttpResponse.json([
          { id: 'a1', is_previous: false, province_id: 0, postal_code: 'G1R 4P5' },
        ]);
      }),
    );
    const bodies = answerGenerate(201, { code: 0, msg: 'OK', result: 200, id: 'a' });
    const user = await goToStep2();
    // The address is not read yet: Generate is busy and sends nothing.
    const generate = screen.getByRole('button', { name: 'Generate' });
    expect(generate).toHaveAttribute('aria-busy', 'true');
    await user.click(generate);
    expect(bodies).toEqual([]);

    answerAddresses();
    await waitFor(() => expect(generate).not.toHaveAttribute('aria-busy'));
    await user.click(generate);
    await waitFor(() => expect(bodies).toEqual([{ language: 'fr' }]));
  });

  it('on -1000 goes to the personal tab, which says why (no native alert)', async () => {
    answerGenerate(422, { code: -1000, msg: 'incomplete' });
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const user = await goToStep2();
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    await waitFor(() =>
      expect(screen.getByLabelText('path')).toHaveTextContent('/app/edit-personal-info/personal'),
    );
    expect(alert).not.toHaveBeenCalled();
  });

  it('on -1001 logs the error, says so and stays on the page', async () => {
    answerGenerate(500, { code: -1001, msg: 'failed' });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = await goToStep2();
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(
      await screen.findByText(
        'There was an error processing your request, please refresh the page and try again.',
      ),
    ).toBeVisible();
    expect(logged).toHaveBeenCalled();
    expect(screen.getByLabelText('path')).toHaveTextContent(
      '/app/credit-report-suite/free-equifax-transunion',
    );
  });
});

describe('the bureaus’ reference data in French', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en-CA');
  });

  it('shows Equifax’s address in French postal form, and what it asks for in French', async () => {
    // What the lazy loading does in the app once the French texts have arrived.
    i18n.addResourceBundle('fr-CA', REPAIR_NAMESPACE, repairCatalogFr, true, true);
    await i18n.changeLanguage('fr-CA');
    renderWithProviders(<BureauCard bureau={EQUIFAX} showIdentification />);
    expect(await screen.findByText('C.P. 190')).toBeInTheDocument();
    expect(screen.getByText('Montréal (Québec) H1S 2Z2')).toBeInTheDocument();
    expect(
      screen.getByText(/^Deux pièces d’identité délivrées par un gouvernement/),
    ).toBeInTheDocument();
    expect(screen.queryByText('Box 190')).not.toBeInTheDocument();
  });
});
