import { expect, test, type Page } from './support/test';
import { fillSignIn, signOut } from './support/auth';
import { waitUntilLive } from './support/hydration';
import { dumpClientStorage } from './support/storage-scan';
import { codeFromMailbox } from './support/verification';

/**
 * A whole session with secrets a person types — password, its confirmation, the e-mail code — and a search for
 * them everywhere the browser keeps or shows text other than the request bodies the API needs: the console,
 * page errors, every request URL, the addresses visited, IndexedDB, localStorage, sessionStorage, cookies and
 * the Cache Storage keys.
 */

// Distinctive, and full of characters each encoding writes differently (quote, space, <, &, %, non-ASCII).
const PASSWORD = 'Sc4n "Me" <x>&Zq%ü';
// A first, mistyped confirmation: a secret of its own that must vanish as well.
const WRONG_CONFIRMATION = 'Wr0ng "Confirm" &Kp%é';

const jsonEscaped = (value: string) => JSON.stringify(value).slice(1, -1);

/**
 * Every way a value could be written down: as typed, inside JSON (a stored JSON string is escaped twice in the
 * storage dump, which is JSON itself), in a URL or a form body, or in base64.
 */
function encodings(value: string): Record<string, string> {
  const json = jsonEscaped(value);
  return {
    raw: value,
    json,
    'json twice': jsonEscaped(json),
    'json with ASCII escapes': json.replace(
      /[^\x20-\x7e]/g,
      (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
    ),
    'URL component': encodeURIComponent(value),
    'form encoding': new URLSearchParams({ value }).toString().slice('value='.length),
    base64: Buffer.from(value, 'utf8').toString('base64'),
  };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Where each secret appears in the texts collected, as "<secret> (<encoding>) in <place>". */
function findSecrets(secrets: Record<string, string>, places: Record<string, string>): string[] {
  const found: string[] = [];
  for (const [secretName, secret] of Object.entries(secrets)) {
    for (const [encodingName, encoded] of Object.entries(encodings(secret))) {
      // A code is six digits: only a whole number counts, not six digits inside a phone number or a timestamp.
      const pattern = /^\d+$/.test(encoded)
        ? new RegExp(`(?<!\\d)${encoded}(?!\\d)`)
        : new RegExp(escapeRegExp(encoded));
      for (const [place, text] of Object.entries(places)) {
        if (pattern.test(text)) found.push(`${secretName} (${encodingName}) in ${place}`);
      }
    }
  }
  return found;
}

/** Starts recording the console, page errors, requests and visited addresses of a page's whole context. */
function recordSession(page: Page) {
  const consoleLines: string[] = [];
  const requestUrls: string[] = [];
  const visited: string[] = [];
  page.context().on('console', (message) => consoleLines.push(`${message.type()}: ${message.text()}`));
  page.on('pageerror', (error) => consoleLines.push(`pageerror: ${error.stack ?? error.message}`));
  page.context().on('request', (request) => requestUrls.push(request.url()));
  page.on('framenavigated', (frame) => visited.push(frame.url()));

  /** Everything recorded so far, plus what the page can read from its storage right now. */
  return async function snapshot(): Promise<Record<string, string>> {
    const cacheKeys = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
      }
      return urls.join('\n');
    });
    return {
      console: consoleLines.join('\n'),
      'request URLs': requestUrls.join('\n'),
      'visited URLs': [...visited, page.url()].join('\n'),
      'client storage': await dumpClientStorage(page),
      cookies: JSON.stringify(await page.context().cookies()),
      'Cache Storage keys': cacheKeys,
    };
  };
}

const password = (page: Page) => page.getByLabel(/^Password/);
const confirmPassword = (page: Page) => page.getByLabel(/^Confirm password/);

async function registerCollege(page: Page, email: string): Promise<string> {
  await page.goto('/collegeform');
  await page.getByRole('combobox', { name: 'College name' }).fill('Secret Scan Institute of Technology');
  await page.getByLabel('Student strength').fill('900');
  const contact = page.getByRole('group', { name: 'Primary contact 1' });
  await contact.getByRole('textbox', { name: 'Name', exact: true }).fill('Asha Menon');
  await contact.getByRole('textbox', { name: 'Email', exact: true }).fill('asha@scan.test');
  await contact.getByLabel('Phone number').fill('9876543210');
  await page.getByLabel('TPO name').fill('Dr. Ravi Kumar');
  await page.getByLabel('TPO phone number').fill('9123456780');
  await page.getByRole('textbox', { name: 'Official email', exact: true }).fill(email);

  await page.getByRole('button', { name: 'Verify official email' }).click();
  const otpDialog = page.getByRole('dialog', { name: 'Verify Email' });
  await expect(otpDialog).toBeVisible();
  const code = await codeFromMailbox(page, email);
  await otpDialog.getByLabel('Digit 1 of 6').pressSequentially(code);
  const verified = page.getByRole('alertdialog', { name: 'Verify Email' });
  await expect(verified).toContainText('Email verified successfully');
  await verified.getByRole('button', { name: 'OK' }).click();

  await password(page).fill(PASSWORD);
  await confirmPassword(page).fill(WRONG_CONFIRMATION);
  await page.getByRole('checkbox', { name: /I have read and agree to the Privacy Policy/ }).check();
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  const warning = page.getByRole('alertdialog', { name: 'Please check the form' });
  await expect(warning).toContainText('Passwords do not match');
  await warning.getByRole('button', { name: 'OK' }).click();

  await confirmPassword(page).fill(PASSWORD);
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  const success = page.getByRole('alertdialog', { name: 'Submission Successful' });
  await expect(success).toBeVisible();
  await success.getByRole('button', { name: 'Continue to Login page' }).click();
  await expect(page).toHaveURL('/login?type=college');
  return code;
}

test.describe('secrets leave no trace in the browser', () => {
  test('register with an e-mail code, sign in, use the dashboard, sign out: no password or code anywhere', async ({
    page,
  }) => {
    test.slow();
    const snapshot = recordSession(page);
    const email = `scan.${Date.now().toString(36)}@college.test`;

    const code = await registerCollege(page, email);
    await fillSignIn(page, { email, type: 'college' }, PASSWORD);
    await expect(page).toHaveURL('/college/dashboard');
    await page
      .getByRole('complementary', { name: 'Dashboard' })
      .getByRole('link', { name: 'Students', exact: true })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Students' })).toBeVisible();
    await signOut(page);

    const places = await snapshot();
    // The scan really read something: the session's own traces are there.
    expect(places['request URLs']).toContain('/api/user/login');
    expect(places['visited URLs']).toContain('/college/dashboard');
    expect(places['client storage']).toContain(email);
    expect(
      findSecrets(
        { password: PASSWORD, 'first confirmation': WRONG_CONFIRMATION, 'e-mail code': code },
        places,
      ),
    ).toEqual([]);
  });

  test('the scan finds a secret in each place and encoding (the check above can fail)', async ({ page }) => {
    const snapshot = recordSession(page);
    const code = '404217';
    await page.goto('/');
    await waitUntilLive(page); // the app has started (in the demo, with its mock backend)
    await page.evaluate(
      async ({ secret, otp }) => {
        localStorage.setItem('leak', JSON.stringify({ secret }));
        sessionStorage.setItem('leak', btoa(String.fromCharCode(...new TextEncoder().encode(secret))));
        document.cookie = `leak=${encodeURIComponent(otp)}; path=/`;
        console.warn('typed', secret);
        await fetch(`/favicon.svg?p=${new URLSearchParams({ secret }).toString()}`);
        history.replaceState(null, '', `/?code=${otp}`);
        await new Promise<void>((resolve) => {
          const open = indexedDB.open('leak-probe');
          open.onupgradeneeded = () => open.result.createObjectStore('rows', { autoIncrement: true });
          open.onsuccess = () => {
            const transaction = open.result.transaction('rows', 'readwrite');
            transaction.objectStore('rows').add({ secret });
            transaction.oncomplete = () => {
              open.result.close();
              resolve();
            };
          };
        });
      },
      { secret: PASSWORD, otp: code },
    );
    await page.goto(`/login?code=${code}`);
    const found = findSecrets({ password: PASSWORD, 'e-mail code': code }, await snapshot());
    expect(found).toEqual(
      expect.arrayContaining([
        'password (raw) in console',
        'password (form encoding) in request URLs',
        'password (json) in client storage',
        'password (json twice) in client storage',
        'password (base64) in client storage',
        'e-mail code (raw) in cookies',
        'e-mail code (raw) in visited URLs',
        'e-mail code (raw) in request URLs',
      ]),
    );
    // A longer number that merely contains the code is not a leak.
    expect(findSecrets({ code }, { phone: `98${code}12` })).toEqual([]);
  });
});
