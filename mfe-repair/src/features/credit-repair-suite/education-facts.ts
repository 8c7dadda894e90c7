import { confirmed, EQUIFAX, type Fact, FEDERAL_AGENCIES } from 'shared/contract';

/**
 * The figures the educational text quotes (spec section 9 and the reference data in
 * shared/contract), in one place so the prose in the catalog never carries its own numbers.
 */
export const EDUCATION_FIGURES = {
  scoreMin: 300,
  scoreMax: 900,
  /** Credit data stays about six years. */
  retentionYears: 6,
  /** Reports update in 30 to 90 days. */
  updateMinDays: 30,
  updateMaxDays: 90,
  /** Utilisation should be under 30 per cent and never above 50. */
  utilisationTarget: 30,
  utilisationCeiling: 50,
  /** Inquiries are shown for three years (Equifax; the retention table gives TransUnion's). */
  inquiryYears: 3,
  /** A worked utilisation example: a limit and the most to owe on it to stay under target. */
  exampleLimit: 5000,
} as const;

/** The phone number of an agency in the reference data, '' when it has none confirmed. */
function agencyPhone(id: string): string {
  const agency = FEDERAL_AGENCIES.find((candidate) => candidate.id === id);
  return agency ? (confirmed(agency.phones)[0]?.number ?? '') : '';
}

/**
 * Equifax's confirmed notes: how long a dispute takes, how long a consumer statement may be (a
 * fact with its French, shown in the page's language), or null when none is confirmed.
 */
function equifaxNote(startsWith: string): Fact<string> | null {
  return (
    EQUIFAX.notes.find((note) => !note.unconfirmed && note.value.startsWith(startsWith)) ?? null
  );
}

export const EDUCATION_CONTACTS = {
  antiFraudCentre: agencyPhone('cafc'),
  fcac: agencyPhone('fcac'),
  equifaxDisputeTime: equifaxNote('A dispute takes'),
  equifaxStatementLength: equifaxNote('A consumer statement'),
} as const;
