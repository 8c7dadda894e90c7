import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { compactCode } from 'shared/contract';
import { signedInSessionHandler } from 'shared/testing';
import { apiUrl } from '../../../testing/fake-profile-api';
import { renderSuite } from '../../../testing/render-suite';

// The suite loads this tab lazily; importing it here keeps that time out of the first test.
import '../account-tab';

const server = setupServer(signedInSessionHandler());
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const TAB = '/app/edit-personal-info/account';
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const CODES = Array.from(
  { length: 10 },
  (_, index) => `abcd-efgh-ijkl-mn${'abcdefghij'[index]}${index}`,
);
const RENEWED = CODES.map((code) => code.replace('abcd', 'wxyz'));
const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><path d="M0 0h1v1H0z"/></svg>';

/** The server's two-step state, changed as the real one changes it; every body received is kept. */
function serveTwoStep(initially: { enabled: boolean; left: number }) {
  const state = { ...initially };
  const received: { url: string; body: unknown }[] = [];
  const keep = async (request: Request) => {
    const body: unknown = await request.json();
    received.push({ url: new URL(request.url).pathname, body });
    return body;
  };
  server.use(
    http.get(apiUrl('/sessions'), () => HttpResponse.json([])),
    http.get(apiUrl('/security-events'), () => HttpResponse.json([])),
    http.get(apiUrl('/totp'), () =>
      HttpResponse.json({
        code: 0,
        msg: 'OK',
        enabled: state.enabled,
        recovery_codes_left: state.left,
      }),
    ),
    http.post(apiUrl('/totp/setup'), async ({ request }) => {
      const password = await keep(request);
      if (password !== 'right password') {
        return HttpResponse.json({ code: -1, msg: 'Incorrect password.' }, { status: 403 });
      }
      return HttpResponse.json({
        code: 0,
        msg: 'OK',
        secret: SECRET,
        uri: `otpauth://totp/x?secret=${SECRET}`,
        qr_svg: SVG,
      });
    }),
    http.post(apiUrl('/totp/enable'), async ({ request }) => {
      const { code } = (await keep(request)) as { code: string };
      if (code !== '123456') {
        return HttpResponse.json({ code: -1, msg: 'wrong' }, { status: 403 });
      }
      Object.assign(state, { enabled: true, left: 10 });
      return HttpResponse.json({ code: 0, msg: 'OK', recovery_codes: CODES });
    }),
    http.post(apiUrl('/totp/disable'), async ({ request }) => {
      const { code } = (await keep(request)) as { code: string };
      // Spaces and dashes are taken out, as the server does.
      if (compactCode(code) !== '654321') {
        return HttpResponse.json(
          { code: -1, msg: 'This code is not right or was already used. Please try again.' },
          { status: 403 },
        );
      }
      Object.assign(state, { enabled: false, left: 0 });
      return HttpResponse.json({ code: 0, msg: 'OK' });
    }),
    http.post(apiUrl('/totp/recovery-codes'), async ({ request }) => {
      const { code } = (await keep(request)) as { code: string };
      if (code === '000000') {
        // Five wrong codes for the account: paused, like every other place a code is asked.
        return HttpResponse.json(
          { code: -5, msg: 'Too many attempts.', retry_after: 600 },
          { status: 429, headers: { 'retry-after': '600' } },
        );
      }
      if (compactCode(code) !== '654321') {
        return HttpResponse.json(
          { code: -1, msg: 'This code is not right or was already used. Please try again.' },
          { status: 403 },
        );
      }
      Object.assign(state, { left: 10 });
      return HttpResponse.json({ code: 0, msg: 'OK', recovery_codes: RENEWED });
    }),
  );
  return received;
}

async function showSection() {
  renderSuite(TAB);
  const heading = await screen.findByRole('heading', { name: 'Two-step sign-in' });
  const section = heading.closest('section') ?? heading.parentElement;
  if (!section) throw new Error('no section');
  return within(section as HTMLElement);
}

describe('the two-step sign-in section', () => {
  it('turns on: password, QR code and key, a first code, then the ten recovery codes once', async () => {
    const user = userEvent.setup();
    const received = serveTwoStep({ enabled: false, left: 0 });
    const section = await showSection();
    expect(await section.findByText('Two-step sign-in is off.')).toBeVisible();
    await user.click(section.getByRole('button', { name: 'Turn on two-step sign-in' }));

    await user.type(section.getByLabelText('Password'), 'wrong password{Enter}');
    expect(await section.findByText('Incorrect password.')).toBeVisible();
    await user.clear(section.getByLabelText('Password'));
    await user.type(section.getByLabelText('Password'), 'right password{Enter}');

    const qr = await section.findByRole('img', {
      name: 'QR code to scan with your authenticator app',
    });
    expect(qr.getAttribute('src')).toBe(
      `data:image/svg+xml;charset=utf-8,${encodeURIComponent(SVG)}`,
    );
    expect(section.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeVisible();
    const code = section.getByLabelText('6-digit code');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    await user.type(code, '12345{Enter}');
    expect(
      section.getByText(
        'Please enter the 6-digit code from your authenticator app, or a recovery code.',
      ),
    ).toBeVisible();
    await user.clear(code);
    await user.type(code, '000000{Enter}');
    expect(
      await section.findByText('This code is not right or was already used. Please try again.'),
    ).toBeVisible();
    await user.clear(code);
    await user.type(code, '123456{Enter}');

    const list = await section.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(section.getByText(/Keep these ten codes somewhere safe/)).toBeVisible();
    const download = section.getByRole('link', { name: 'Download the codes (.txt)' });
    expect(download).toHaveAttribute('download', 'credit-repair-canada-recovery-codes.txt');
    const fileText = decodeURIComponent(
      download.getAttribute('href')?.replace('data:text/plain;charset=utf-8,', '') ?? '',
    );
    for (const kept of CODES) expect(fileText).toContain(kept);

    await user.click(section.getByRole('button', { name: 'I have kept my codes' }));
    expect(await section.findByText('You have 10 unused recovery codes.')).toBeVisible();
    expect(section.queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();
    expect(received.map((request) => request.url)).toEqual([
      '/api/v1/totp/setup',
      '/api/v1/totp/setup',
      '/api/v1/totp/enable',
      '/api/v1/totp/enable',
    ]);
  });

  it('turns off with the password and a code, and says why when the code is wrong', async () => {
    const user = userEvent.setup();
    const received = serveTwoStep({ enabled: true, left: 1 });
    const section = await showSection();
    expect(await section.findByText('You have 1 unused recovery code.')).toBeVisible();
    await user.click(section.getByRole('button', { name: 'Turn off two-step sign-in' }));
    await user.click(section.getByRole('button', { name: 'Turn off' }));
    expect(section.getByText('Please enter your password.')).toBeVisible();
    expect(received).toEqual([]);

    await user.type(section.getByLabelText('Password'), 'my password');
    await user.type(section.getByLabelText('Code from your app, or a recovery code'), '111111');
    await user.click(section.getByRole('button', { name: 'Turn off' }));
    expect(await section.findByRole('alert')).toHaveTextContent(
      'This code is not right or was already used.',
    );
    await user.clear(section.getByLabelText('Code from your app, or a recovery code'));
    await user.type(section.getByLabelText('Code from your app, or a recovery code'), '654 321');
    await user.click(section.getByRole('button', { name: 'Turn off' }));
    expect(await section.findByText('Two-step sign-in is off.')).toBeVisible();
    expect(section.getByRole('button', { name: 'Turn on two-step sign-in' })).toBeVisible();
    expect(received.at(-1)?.body).toEqual({ password: 'my password', code: '654 321' });
  });

  it('gives new recovery codes for the password and a code, shown once, and says when codes are paused', async () => {
    const user = userEvent.setup();
    const received = serveTwoStep({ enabled: true, left: 2 });
    const section = await showSection();
    expect(await section.findByText('You have 2 unused recovery codes.')).toBeVisible();
    await user.click(section.getByRole('button', { name: 'Get new recovery codes' }));
    const form = within(section.getByRole('form', { name: 'Get new recovery codes' }));
    expect(form.getByText(/the old codes stop working/)).toBeVisible();
    const codeField = form.getByLabelText('Code from your app, or a recovery code');

    await user.type(form.getByLabelText('Password'), 'my password');
    await user.type(codeField, '000000');
    await user.click(form.getByRole('button', { name: 'Get new codes' }));
    expect(await form.findByRole('alert')).toHaveTextContent('Too many attempts');
    expect(form.getByRole('alert')).toHaveTextContent('10 minutes');

    await user.clear(codeField);
    await user.type(codeField, '654-321');
    await user.click(form.getByRole('button', { name: 'Get new codes' }));
    const list = await section.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(RENEWED);
    await user.click(section.getByRole('button', { name: 'I have kept my codes' }));
    expect(await section.findByText('You have 10 unused recovery codes.')).toBeVisible();
    expect(received.at(-1)).toEqual({
      url: '/api/v1/totp/recovery-codes',
      body: { password: 'my password', code: '654-321' },
    });
  });
});
