import { getDefaultNormalizer, screen, within } from '@testing-library/react';
import { fakeApiServer, serveLetterWizardApi } from 'shared/letter-wizard/testing';
import { letterWizardTextsFr } from 'shared/letter-wizard/texts.fr';
import { Route, Routes } from 'shared/router';
import { signedIn } from 'shared/session';
import { createTestStore, plainSpaces, renderWithProviders, showInFrench } from 'shared/testing';
import { ConsumerStatementForm } from '../features/consumer-statement';
import { CreditorDisputeWizard } from '../features/creditor-dispute';
import { repairCatalogFr } from '../i18n/catalog.fr';
import { REPAIR_NAMESPACE } from '../i18n/namespace';
import CreditRepairSuite from './credit-repair-suite';
import CreditReportSuite from './credit-report-suite';

const server = fakeApiServer();

/** The space French puts before : and the like; the default text matcher would read it as ' '. */
const NBSP = '\u00a0';
const keepingSpaces = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };

showInFrench({ [REPAIR_NAMESPACE]: repairCatalogFr, letterWizard: letterWizardTextsFr });

afterEach(() => {
  vi.restoreAllMocks();
});

function renderAt(route: string) {
  const store = createTestStore();
  store.dispatch(signedIn('key-1'));
  return renderWithProviders(
    <Routes>
      <Route path="/app/credit-report-suite/*" element={<CreditReportSuite />} />
      <Route path="/app/credit-repair-suite/*" element={<CreditRepairSuite />} />
      <Route
        path="/app/credit-repair-suite-wizards/dispute-with-creditor"
        element={<CreditorDisputeWizard />}
      />
      <Route
        path="/app/credit-repair-suite-wizards/consumer-statement"
        element={<ConsumerStatementForm />}
      />
    </Routes>,
    { route, store },
  );
}

describe('the repair suites in French', () => {
  it('shows the credit repair suite’s guide, its tabs and its sections in French', () => {
    renderAt('/app/credit-repair-suite');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Correction du dossier de crédit' }),
    ).toBeInTheDocument();
    // The tab, and the wizard's entry in the guide's last section.
    expect(screen.getAllByRole('link', { name: 'Erreurs liées à un compte' })).toHaveLength(2);
    const dispute = screen.getByRole('region', { name: 'Comment contester une erreur' });
    expect(
      within(dispute).getByText(/la Loi sur les agents d’évaluation du crédit/),
    ).toBeInTheDocument();
    expect(screen.queryByText('How to dispute an error')).not.toBeInTheDocument();
    // The reference data in French: the retention table and Equifax's own figures.
    expect(screen.getByRole('rowheader', { name: 'Comptes et retards de paiement' })).toBeVisible();
    expect(screen.getAllByText('6 ans après la date de la dernière activité').length).toBe(2);
    expect(screen.queryByText(/\byears\b/)).not.toBeInTheDocument();
    expect(
      screen.getByText(/Une contestation prend de 15 à 20 jours en ligne/),
    ).toBeInTheDocument();
    // Amounts written as French writes them.
    expect(
      screen.getByText((text) => plainSpaces(text).includes('la limite est de 5 000,00 $')),
    ).toBeInTheDocument();
  });

  it('shows the credit report suite with French labels, a no-break space before each colon', () => {
    renderAt('/app/credit-report-suite');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Dossier de crédit' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Agences d’évaluation du crédit' }),
    ).toBeInTheDocument();
    expect(
      screen.getAllByText(`Pièces d’identité demandées${NBSP}:`, keepingSpaces).length,
    ).toBeGreaterThan(0);
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toContain('Téléphone');
    // The provincial tables name provinces and offices in French.
    const rowNames = screen.getAllByRole('rowheader').map((cell) => cell.textContent);
    expect(rowNames).toEqual(
      expect.arrayContaining(['Colombie-Britannique', 'Île-du-Prince-Édouard']),
    );
    expect(rowNames).not.toContain('British Columbia');
    expect(screen.getByText('Protection du consommateur de l’Ontario')).toBeInTheDocument();
    // The federal bodies by their French names, what each is for and their phone lines in French.
    expect(
      screen.getByRole('heading', {
        name: 'Agence de la consommation en matière financière du Canada (ACFC)',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Organisme fédéral qui encadre les banques/)).toBeInTheDocument();
    expect(screen.getAllByText(/^Ligne générale/).length).toBeGreaterThan(0);
    expect(screen.queryByText(/Federal regulator|Takes reports of fraud/)).not.toBeInTheDocument();
  });

  it('writes the bodies’ addresses in French postal form and links FCAC’s French pages', () => {
    renderAt('/app/credit-report-suite');
    const page = plainSpaces(document.body.textContent).replace(/\s+/g, ' ');
    // OBSI, the CCTS, the Privacy Commissioner and PEI's consumer office, as Canada Post's
    // French form writes them.
    for (const line of [
      '20, rue Queen Ouest, bureau 2400',
      'Toronto (Ontario) M5H 3R3',
      'C.P. 56067, Minto Place RO',
      'Ottawa (Ontario) K1R 7Z1',
      '95, rue Rochford',
    ]) {
      expect(page, line).toContain(line);
    }
    // No English postal form: a street type, a floor, a P.O. Box or a province code after a city.
    expect(page).not.toMatch(
      /\b(Street|Ave\.|Suite|Floor|P\.O\. Box|Rochford St)\b|\b(Ottawa|Toronto|Gatineau) (ON|QC)\b/,
    );
    const fcacSite = screen.getByRole('link', {
      name: 'canada.ca/fr/agence-consommation-matiere-financiere',
    });
    expect(fcacSite).toHaveAttribute(
      'href',
      'https://canada.ca/fr/agence-consommation-matiere-financiere',
    );
    expect(screen.queryByText(/canada\.ca\/en\//)).not.toBeInTheDocument();
  });

  it('shows the creditor dispute wizard’s first step and its complaint bodies in French', () => {
    renderAt('/app/credit-repair-suite-wizards/dispute-with-creditor');
    expect(screen.getByRole('heading', { name: 'Choisissez une lettre' })).toBeInTheDocument();
    expect(
      screen.getByRole('radio', {
        name: /Demander à un créancier ou à une agence de recouvrement de prouver une dette/,
      }),
    ).toBeChecked();
    const obsi = screen.getByText('Ombudsman des services bancaires et d’investissement (OSBI)');
    expect(obsi.parentElement?.textContent).toContain(
      `(OSBI)${NBSP}: Ombudsman indépendant pour les plaintes`,
    );
    expect(obsi.parentElement?.textContent).toContain(`Téléphone${NBSP}: 1-888-451-4519`);
  });

  it('counts the consumer statement in French and offers the kit’s French button', async () => {
    serveLetterWizardApi(server, {
      profile: {
        addresses: [{ id: 'a1', is_previous: false, province_id: 0, postal_code: 'T5J 0N3' }],
      },
    });
    renderAt('/app/credit-repair-suite-wizards/consumer-statement');
    expect(
      screen.getByRole('heading', {
        name: 'Ajouter une déclaration du consommateur à votre dossier de crédit',
      }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(`Équifax${NBSP}: 0 sur 400 caractères`, keepingSpaces),
    ).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'Équifax Canada' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Produire la lettre' })).toBeInTheDocument();
  });
});
