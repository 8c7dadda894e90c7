import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  confirmed,
  EQUIFAX as EQUIFAX_BUREAU,
  type SendGuide,
  TRANSUNION as TRANSUNION_BUREAU,
} from 'shared/contract';
import { serveSendGuides, serveTrackedLetters } from '../../testing/fake-letters-api';
import { lettersTestServer, renderLetters } from '../../testing/render-letters';
import * as letters from './tracking-fixtures';

const { ADDRESS_LETTER, NAME_LETTER, SETTLEMENT_LETTER, TRANSUNION } = letters;

const server = lettersTestServer(letters.TODAY);

const DISPUTE_TEXT =
  'Correction of my name in my credit file\n\nWhat is wrong:\nMy credit file with Equifax Canada shows my name as “Samuel Tremblet”.\n\nWhat I ask:\nPlease correct the name in my file to Sam Lee Tremblay.';

const EQUIFAX_GUIDE: SendGuide = {
  bureau: 'Equifax Canada',
  online: {
    site: 'equifax.ca',
    page: 'Dispute your credit report',
    form: ['Equifax sends you its dispute form by email; you fill it in and submit it online.'],
    rules: [],
  },
  mail: {
    address: [EQUIFAX_BUREAU.mailingName, ...EQUIFAX_BUREAU.mail.value],
    rules: confirmed(EQUIFAX_BUREAU.mailRules),
  },
  fax: null,
  dispute_text: DISPUTE_TEXT,
};

const TRANSUNION_GUIDE: SendGuide = {
  bureau: 'TransUnion Canada',
  online: {
    site: 'secure-ocs.transunion.ca',
    page: null,
    form: ['The form takes your identifying details and your requests.'],
    rules: ['One submission per person, holding every request: put all of yours in it.'],
  },
  mail: {
    address: [TRANSUNION_BUREAU.mailingName, ...TRANSUNION_BUREAU.mail.value],
    rules: confirmed(TRANSUNION_BUREAU.mailRules),
  },
  fax: null,
  dispute_text:
    'Update of my current address in my credit file\n\nWhat I ask:\nPlease update my file so that it shows this address as my current address.',
};

function serve(guides: Record<string, SendGuide | null> = {}) {
  serveTrackedLetters(server, letters.ALL_LETTERS);
  return serveSendGuides(server, {
    [NAME_LETTER.id]: EQUIFAX_GUIDE,
    [ADDRESS_LETTER.id]: TRANSUNION_GUIDE,
    ...guides,
  });
}

const sendGuideButton = (name: string) =>
  screen.findByRole('button', { name: `How to send it ${name}` });

async function openGuide(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(await sendGuideButton(name));
  return screen.findByRole('dialog', { name: 'How to send it' });
}

/** A clipboard whose writeText resolves, or rejects as a browser refusing permission does. */
function stubClipboard(refuse = false) {
  const writeText = vi.fn((_text: string) =>
    refuse ? Promise.reject(new DOMException('Denied', 'NotAllowedError')) : Promise.resolve(),
  );
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return writeText;
}

describe('How to send it, in My Generated Letters', () => {
  it('is offered on the letters that may go to a bureau, never on a settlement letter', async () => {
    serve();
    renderLetters('/app/my-generated-letters/credit-repair');
    expect(await sendGuideButton(NAME_LETTER.name)).toBeVisible();
    expect(await sendGuideButton(ADDRESS_LETTER.name)).toBeVisible();

    renderLetters('/app/my-generated-letters/debt-settlement');
    await screen.findByRole('rowheader', { name: SETTLEMENT_LETTER.name });
    expect(
      screen.queryByRole('button', { name: `How to send it ${SETTLEMENT_LETTER.name}` }),
    ).not.toBeInTheDocument();
  });

  it('gives the online route first, then mail, and no fax where none is confirmed', async () => {
    const user = userEvent.setup();
    const calls = serve();
    renderLetters('/app/my-generated-letters/credit-repair');
    const dialog = await openGuide(user, NAME_LETTER.name);
    expect(dialog).toHaveAccessibleDescription(
      `${NAME_LETTER.name}: the ways to send it, best first.`,
    );
    const headings = await within(dialog).findAllByRole('heading', { level: 3 });
    expect(headings.map((heading) => heading.textContent)).toEqual([
      '1. Online (first choice)',
      '2. By mail',
    ]);
    expect(within(dialog).getByRole('link', { name: 'equifax.ca' })).toHaveAttribute(
      'href',
      'https://equifax.ca',
    );
    expect(dialog).toHaveTextContent(
      'Go to equifax.ca and open its “Dispute your credit report” page.',
    );
    expect(dialog).toHaveTextContent('Equifax sends you its dispute form by email');
    const mail = within(dialog).getByRole('region', { name: '2. By mail' });
    expect(mail).toHaveTextContent('Equifax Canada Co.National Consumer RelationsBox 190');
    expect(mail).toHaveTextContent('Send copies of your documents, never the originals.');
    expect(dialog).not.toHaveTextContent(/\bfax\b/i);
    expect(calls.requested).toEqual([NAME_LETTER.id]);
  });

  it("shows TransUnion's one-submission rule and its sheet size", async () => {
    const user = userEvent.setup();
    serve();
    renderLetters('/app/my-generated-letters/credit-repair');
    const dialog = await openGuide(user, ADDRESS_LETTER.name);
    const online = await within(dialog).findByRole('region', { name: '1. Online (first choice)' });
    expect(online).toHaveTextContent('Go to secure-ocs.transunion.ca.');
    expect(online).toHaveTextContent(
      'One submission per person, holding every request: put all of yours in it.',
    );
    expect(dialog).toHaveTextContent('Put each document on its own 8½ × 11 sheet.');
  });

  it('is not offered for a request of the file, which goes by mail and disputes nothing', async () => {
    serve();
    renderLetters('/app/my-generated-letters/credit-report');
    await screen.findByRole('rowheader', { name: TRANSUNION.name });
    expect(screen.queryByRole('button', { name: /How to send it/ })).not.toBeInTheDocument();
  });

  it('offers a fax last, only when the guide has a confirmed number', async () => {
    const user = userEvent.setup();
    serve({ [NAME_LETTER.id]: { ...EQUIFAX_GUIDE, fax: '(416) 555-0100' } });
    renderLetters('/app/my-generated-letters/credit-repair');
    const dialog = await openGuide(user, NAME_LETTER.name);
    const headings = await within(dialog).findAllByRole('heading', { level: 3 });
    expect(headings.map((heading) => heading.textContent)).toEqual([
      '1. Online (first choice)',
      '2. By mail',
      '3. By fax',
    ]);
    expect(dialog).toHaveTextContent(
      'Fax the letter and copies of your documents to (416) 555-0100.',
    );
  });

  it('copies the dispute text with the clipboard and says so', async () => {
    const user = userEvent.setup();
    serve();
    renderLetters('/app/my-generated-letters/credit-repair');
    const dialog = await openGuide(user, NAME_LETTER.name);
    const text = await within(dialog).findByRole('textbox', { name: 'Dispute text' });
    expect(text).toHaveValue(DISPUTE_TEXT);
    expect(text).toHaveAccessibleDescription(
      expect.stringContaining(`${DISPUTE_TEXT.length} characters`),
    );
    const writeText = stubClipboard();
    await user.click(within(dialog).getByRole('button', { name: 'Copy the dispute text' }));
    expect(writeText).toHaveBeenCalledWith(DISPUTE_TEXT);
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Copied. Paste it into the form on equifax.ca.',
    );
  });

  it('counts the characters as the text is shortened, and copies the shortened text', async () => {
    const user = userEvent.setup();
    serve();
    renderLetters('/app/my-generated-letters/credit-repair');
    const dialog = await openGuide(user, NAME_LETTER.name);
    const text = await within(dialog).findByRole('textbox', { name: 'Dispute text' });
    await user.clear(text);
    await user.type(text, 'Wrong name.');
    expect(within(dialog).getByText('11 characters')).toBeVisible();
    const writeText = stubClipboard();
    await user.click(within(dialog).getByRole('button', { name: 'Copy the dispute text' }));
    expect(writeText).toHaveBeenCalledWith('Wrong name.');
  });

  it('selects the text for a manual copy when the clipboard is refused', async () => {
    const user = userEvent.setup();
    serve();
    renderLetters('/app/my-generated-letters/credit-repair');
    const dialog = await openGuide(user, NAME_LETTER.name);
    const text = await within(dialog).findByRole<HTMLTextAreaElement>('textbox', {
      name: 'Dispute text',
    });
    stubClipboard(true);
    await user.click(within(dialog).getByRole('button', { name: 'Copy the dispute text' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Your browser did not let us copy it. The text is selected: press Ctrl+C (⌘C on a Mac) to copy it.',
    );
    expect(text).toHaveFocus();
    expect([text.selectionStart, text.selectionEnd]).toEqual([0, DISPUTE_TEXT.length]);
  });

  it('works from the keyboard and gives focus back to its button on Escape', async () => {
    const user = userEvent.setup();
    serve();
    renderLetters('/app/my-generated-letters/credit-repair');
    const button = await sendGuideButton(NAME_LETTER.name);
    button.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'How to send it' });
    await within(dialog).findByRole('textbox', { name: 'Dispute text' });
    const writeText = stubClipboard();
    const copy = within(dialog).getByRole('button', { name: 'Copy the dispute text' });
    while (document.activeElement !== copy) await user.tab();
    await user.keyboard(' ');
    expect(writeText).toHaveBeenCalledWith(DISPUTE_TEXT);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });

  it('says when a letter does not go to a bureau', async () => {
    const user = userEvent.setup();
    serve({ [ADDRESS_LETTER.id]: null });
    renderLetters('/app/my-generated-letters/credit-repair');
    const dialog = await openGuide(user, ADDRESS_LETTER.name);
    expect(
      await within(dialog).findByText(
        'This letter does not go to a credit bureau: send it as the first page of its PDF explains.',
      ),
    ).toBeVisible();
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('offers Retry when the guide cannot be loaded', async () => {
    const user = userEvent.setup();
    const calls = serve();
    calls.next.fail = true;
    renderLetters('/app/my-generated-letters/credit-repair');
    const dialog = await openGuide(user, NAME_LETTER.name);
    expect(
      await within(dialog).findByText(
        'We could not load how to send this letter. Please try again.',
      ),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog).findByRole('textbox', { name: 'Dispute text' })).toHaveValue(
      DISPUTE_TEXT,
    );
  });
});
