import { expect, postApi, test } from '../fixtures';
import { GeneratedLettersPage } from '../page-models/letters-generated-page';
import { signInNewUser } from '../page-models/letters-user';

/** The suites these journeys cross: `--grep @banking` runs one suite's journeys (README, Testing). */
const JOURNEY = { tag: ['@repair', '@letters'] };

const EQUIFAX_LETTER = 'Name Correction - Equifax';
const TRANSUNION_LETTER = 'Name Correction - TransUnion';

// Reading the clipboard back needs both permissions; the page writes it with the Clipboard API.
test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test(
  '"How to send it" gives the online route, then mail, and copies the dispute text',
  JOURNEY,
  async ({ page, request, makeAxeBuilder }) => {
    const user = await signInNewUser(page, request, { withPersonalData: true });
    // A name dispute to both bureaus, as the Credit Repair Suite's wizard sends it.
    const generated = await postApi(
      request,
      '/generate-pdf',
      { letter: 'error_of_name', correct_name: 'Nadia Ife Okafor', incorrect_name: 'Nadia Okafur' },
      { 'X-API-Key': user.key },
    );
    expect(generated.code).toBe(0);

    const letters = new GeneratedLettersPage(page);
    await letters.goto('credit-repair');
    await expect(letters.letterNames).toHaveText([EQUIFAX_LETTER, TRANSUNION_LETTER]);

    await letters.openSendGuide(TRANSUNION_LETTER);
    const dialog = letters.sendGuideDialog;
    await expect(dialog.getByRole('heading', { level: 3 })).toHaveText([
      '1. Online (first choice)',
      '2. By mail',
    ]);
    await expect(dialog.getByRole('link', { name: 'secure-ocs.transunion.ca' })).toHaveAttribute(
      'href',
      'https://secure-ocs.transunion.ca',
    );
    await expect(dialog).toContainText(
      'One submission per person, holding every request: put all of yours in it.',
    );
    await expect(dialog).toContainText('Send copies of your documents, never the originals.');
    await expect(dialog).toContainText('3115 Harvester Road, Suite 201');
    await expect(dialog).not.toContainText(/\bfax\b/i);
    expect((await makeAxeBuilder().analyze()).violations).toEqual([]);

    const text = await letters.disputeText.inputValue();
    expect(text).toContain('What is wrong:');
    expect(text).toContain('Nadia Okafur');
    expect(text).toContain('What I ask:');
    await expect(dialog.getByText(`${text.length} characters`)).toBeVisible();

    await letters.copyDisputeText();
    await expect(dialog.getByRole('status')).toHaveText(
      'Copied. Paste it into the form on secure-ocs.transunion.ca.',
    );
    expect(await letters.readClipboard()).toBe(text);

    // Shortened before copying: the count follows, and the copy is what is in the box.
    await letters.disputeText.fill('My name is Nadia Ife Okafor, not Nadia Okafur.');
    await expect(dialog.getByText('46 characters')).toBeVisible();
    await letters.copyDisputeText();
    expect(await letters.readClipboard()).toBe('My name is Nadia Ife Okafor, not Nadia Okafur.');
    expect((await makeAxeBuilder().analyze()).violations).toEqual([]);
    await letters.closeSendGuide();

    // Equifax's guide: its own page on equifax.ca, and no fax either.
    await letters.openSendGuide(EQUIFAX_LETTER);
    await expect(letters.sendGuideDialog).toContainText(
      'Go to equifax.ca and open its “Dispute your credit report” page.',
    );
    await expect(letters.sendGuideDialog).not.toContainText(/\bfax\b/i);
  },
);
