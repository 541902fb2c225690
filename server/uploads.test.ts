import { beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '@/lib/constants';
import { Device } from './test/http';
import { addOtherCollege, ROLE_LOGINS, type Role } from './test/roles';
import { serverForSuite, TEST_ENGINES } from './test/test-server';

/**
 * Resumes and offer letters on the server (issue 34): the type is read from the bytes, not the name or the declared
 * type; the size limit is the forms' (smaller than 5 MB); the file is kept as what it is and served only to those
 * allowed to see it, every other role refused.
 */

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const fileForm = (field: string, bytes: BlobPart, name: string, type: string, fields = {}) => {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, String(value));
  form.append(field, new File([bytes], name, { type }), name);
  return form;
};
/** A PDF of exactly `size` bytes. */
const pdfOfSize = (size: number) => {
  const bytes = new Uint8Array(size).fill(0x20);
  bytes.set(new TextEncoder().encode('%PDF-1.4\n'));
  return bytes;
};

/** A walk over the roles signs in a dozen times, each paying argon2 (about 0.3 s, more on a loaded machine). */
const ROLE_WALK_TIMEOUT_MS = 60_000;

describe.each(TEST_ENGINES)('uploads on the server on %s', (engine) => {
  const server = serverForSuite(engine);
  beforeAll(() => addOtherCollege(server.store));
  const as = async (role: Role) => {
    const device = new Device(server.api);
    if (role !== 'anonymous') await device.signIn(...ROLE_LOGINS[role]);
    return device;
  };

  it('keeps a resume by what its bytes are, and refuses contents that are not PDF, DOC or DOCX', async () => {
    const student = await as('student');
    const disguised = fileForm(
      'resume',
      '<html><script>alert(1)</script></html>',
      'cv.pdf',
      'application/pdf',
    );
    const refused = await student.send('PUT', '/candidate/resume', disguised);
    expect(refused.status).toBe(415);
    expect(await refused.json()).toMatchObject({ code: 'unsupported_file_type' });
    const before = await student.call('GET', '/candidate/resume');
    expect(await before.text()).not.toContain('<script>');

    // A PDF named .docx and declared as a web page: kept and served as the PDF it is.
    const pdf = '%PDF-1.4\n% Ananya Rao, 2026\n';
    const kept = await student.send(
      'PUT',
      '/candidate/resume',
      fileForm('resume', pdf, 'ananya.docx', 'text/html'),
    );
    expect(kept.status).toBe(200);
    const served = await student.call('GET', '/candidate/resume');
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('content-disposition')).toBe('attachment; filename="ananya.docx"');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await served.text()).toBe(pdf);
  });

  it('takes a resume smaller than 5 MB and refuses one of 5 MB', async () => {
    const professional = await as('professional');
    const justUnder = fileForm('resume', pdfOfSize(UPLOAD_MAX_BYTES - 1), 'big.pdf', 'application/pdf');
    expect((await professional.send('PUT', '/candidate/resume', justUnder)).status).toBe(200);
    const atLimit = fileForm('resume', pdfOfSize(UPLOAD_MAX_BYTES), 'bigger.pdf', 'application/pdf');
    const refused = await professional.send('PUT', '/candidate/resume', atLimit);
    expect(refused.status).toBe(400);
    expect(
      (await professional.call('GET', '/candidate/resume')).headers.get('content-disposition'),
    ).toContain('big.pdf');
  });

  it('refuses a multipart body far over the limit while it arrives, whether or not it says its length', async () => {
    const student = await as('student');
    const huge = fileForm('resume', pdfOfSize(UPLOAD_MAX_BYTES * 2), 'huge.pdf', 'application/pdf');
    const declared = await student.send('PUT', '/candidate/resume', huge);
    expect(declared.status).toBe(413);
    expect(await declared.json()).toMatchObject({ code: 'upload_too_large' });
    // The same body streamed in chunks, without a Content-Length: counted as it comes.
    const encoded = new Response(huge);
    const contentType = encoded.headers.get('content-type')!;
    const streamed = await student.send('PUT', '/candidate/resume', encoded.body!, {
      'Content-Type': contentType,
    });
    expect(streamed.status).toBe(413);
  });

  it(
    "serves a candidate's uploaded resume to them and to the company they applied to, and refuses every other role",
    async () => {
      // The professional applied to the demo company's job only, and is not discoverable (the seed).
      const professional = await as('professional');
      const pdf = '%PDF-1.4\n% only for those allowed\n';
      await professional.send(
        'PUT',
        '/candidate/resume',
        fileForm('resume', pdf, 'mine.pdf', 'application/pdf'),
      );
      expect(await (await professional.call('GET', '/candidate/resume')).text()).toBe(pdf);
      const path = '/company/candidates/acc-professional/resume';
      for (const role of ['lead', 'hr'] as const) {
        const company = await (await as(role)).call('GET', path);
        expect([role, company.status, await company.text()]).toEqual([role, 200, pdf]);
      }
      const refusals: Array<[Role, number, string]> = [
        ['anonymous', 401, 'not_signed_in'],
        ['otherCompany', 403, 'forbidden_contact'],
        ['student', 403, 'forbidden'],
        ['fresher', 403, 'forbidden'],
        ['tpo', 403, 'forbidden'],
        ['otherTpo', 403, 'forbidden'],
      ];
      for (const [role, status, code] of refusals) {
        const answer = await (await as(role)).call('GET', path);
        const body = answer.status === 200 ? 'the file' : ((await answer.json()) as { code: string }).code;
        expect([role, answer.status, body]).toEqual([role, status, code]);
      }
      // Another candidate's own-resume call serves their own file, never this one; the companies and TPOs have none.
      for (const role of ['student', 'fresher'] as const) {
        const own = await (await as(role)).call('GET', '/candidate/resume');
        expect(await own.text()).not.toContain('only for those allowed');
      }
      for (const role of ['anonymous', 'lead', 'otherCompany', 'tpo', 'otherTpo'] as const)
        expect([role, (await (await as(role)).call('GET', '/candidate/resume')).status]).toEqual([
          role,
          role === 'anonymous' ? 401 : 403,
        ]);
    },
    ROLE_WALK_TIMEOUT_MS,
  );

  it(
    'keeps an offer letter by its bytes and serves it only to the TPO of its college',
    async () => {
      const tpo = await as('tpo');
      const unknown = (await (
        await tpo.call('GET', '/college/report/students?batch=2024&outcome=unknown&programmeType=UG+4-year')
      ).json()) as { items: Array<{ rollNumber: string }> };
      const fields = {
        rollNumber: unknown.items[0]!.rollNumber,
        kind: 'off-campus',
        company: 'Acme Letters',
        fixed: '900000',
        offeredOn: '2025-03-01',
      };
      const claimsBefore = (await server.store.read()).outcomeClaims.length;
      const program = fileForm('letter', 'MZ\x90\x00 not a letter', 'letter.pdf', 'application/pdf', fields);
      const refused = await tpo.send('POST', '/college/report/claims', program);
      expect(refused.status).toBe(415);
      expect((await server.store.read()).outcomeClaims.length).toBe(claimsBefore);

      const photo = fileForm('letter', PNG, 'letter.png', 'image/jpeg', fields);
      const recorded = await tpo.send('POST', '/college/report/claims', photo);
      expect(recorded.status).toBe(201);
      const { claim } = (await recorded.json()) as { claim: { id: string } };
      const path = `/college/report/claims/${claim.id}/letter`;
      const served = await tpo.call('GET', path);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
      const refusals: Array<[Role, number]> = [
        ['anonymous', 401],
        ['otherTpo', 404],
        ['student', 403],
        ['fresher', 403],
        ['professional', 403],
        ['lead', 403],
        ['hr', 403],
        ['otherCompany', 403],
      ];
      for (const [role, status] of refusals)
        expect([role, (await (await as(role)).call('GET', path)).status]).toEqual([role, status]);
    },
    ROLE_WALK_TIMEOUT_MS,
  );
});
