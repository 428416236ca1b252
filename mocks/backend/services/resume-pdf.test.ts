import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AppointmentType, type Download } from '@pidz/contracts';
import { createMockServer } from '../../node.ts';
import { createTestClient, rpcFailure } from '../../testing/client.ts';
import { fromBase64, pdfPagesText } from '../../testing/pdf.ts';
import { pdfDocumentDownload } from '../files.ts';

const mock = createMockServer();
const client = createTestClient();

beforeAll(async () => {
  mock.server.listen({ onUnhandledRequest: 'error' });
  // Loading pdf.js takes seconds on a busy machine: once here, not inside the first test.
  await import('pdfjs-dist/legacy/build/pdf.mjs');
}, 60_000);
afterEach(() => mock.reset());
afterAll(() => mock.server.close());

/** The download's bytes, checked to be a PDF, and its text as a viewer reads it. */
async function readPdf(download: Download) {
  expect(download.content_type).toBe('application/pdf');
  const bytes = fromBase64(download.data);
  expect(new TextDecoder('latin1').decode(bytes.slice(0, 5))).toBe('%PDF-');
  const pages = await pdfPagesText(bytes);
  return { pages, text: pages.join('\n') };
}

async function fullName() {
  const user = await client.user.getCurrentUser();
  return [user.first_name, user.insertion, user.last_name].filter(Boolean).join(' ');
}

describe('resume:download', { timeout: 20_000 }, () => {
  it('answers a real PDF of the CV with the person’s name and every section', async () => {
    const download = await client.resume.download();
    expect(download.file_name).toBe('cv-de-vries.pdf');
    const { text } = await readPdf(download);
    const resume = await client.resume.getResume();

    expect(text).toContain(`Curriculum vitae ${await fullName()}`);
    for (const heading of [
      'Functies',
      'Sectoren',
      'Werkervaring',
      'Opleidingen',
      'Trainingen',
      'Registraties',
      'Talen',
    ]) {
      expect(text).toContain(heading);
    }
    const [job] = resume.workExperience;
    expect(text).toContain(job?.institution_name);
    expect(text).toContain('Wijkverpleegkundige'); // a function from the lookup
    expect(text).toContain('Thuiszorg'); // a sector from the lookup
    expect(text).toContain('Post-hbo Wondconsulent'); // an 'other' education subject
    expect(text).toContain('Reanimatie (BLS)'); // a training
    expect(text).toContain('BIG-registratie: 19012345601');
    expect(text).toContain('Moedertaal');
  });

  it('follows what the user changed', async () => {
    await client.work_experience.create({
      workExperienceModel: {
        function_name: 'Verpleegkundige',
        sector_id: 1,
        appointment_type: AppointmentType.INTERN,
        institution_name: 'Ziekenhuis Sint Jansdal',
        institution_place: 'Harderwijk',
        start_date: '2012-09-01',
        end_date: '2013-02-01',
        is_current: false,
      },
    });
    const { text } = await readPdf(await client.resume.download());
    expect(text).toContain('Verpleegkundige bij Ziekenhuis Sint Jansdal, Harderwijk');
    expect(text).toContain('1 september 2012 – 1 februari 2013');
  });

  it('answers a CV for a new user with empty sections', async () => {
    mock.reset({ scenario: 'empty' });
    const { text } = await readPdf(await client.resume.download());
    expect(text).toContain(await fullName());
    expect(text).toContain('Geen werkervaring opgegeven.');
  });
});

describe('big_registration:download', { timeout: 20_000 }, () => {
  it('answers a real PDF with the BIG registration number and the person’s name', async () => {
    const download = await client.big_registration.download();
    expect(download.file_name).toBe('big-register-19012345601.pdf');
    const { text } = await readPdf(download);
    expect(text).toContain('Uittreksel BIG-register');
    expect(text).toContain('BIG-nummer 19012345601');
    expect(text).toContain(await fullName());
  });

  it('answers 600 when the CV holds no BIG registration', async () => {
    mock.reset({ scenario: 'agency-worker' });
    expect((await rpcFailure(client.big_registration.download())).code).toBe(600);
  });
});

describe('the generated PDF', { timeout: 20_000 }, () => {
  it('flows long content onto further pages and keeps only what Helvetica can show', async () => {
    const entries = Array.from({ length: 80 }, (_, index) => [`Regel ${index + 1}`, 'Oekraïens']);
    const download = await pdfDocumentDownload('lang.pdf', {
      title: 'Titel Ω',
      subtitle: [],
      sections: [{ heading: 'Veel', entries }],
    });
    const { pages, text } = await readPdf(download);
    expect(pages.length).toBeGreaterThan(1);
    expect(pages.at(-1)).toContain('Regel 80');
    expect(text).toContain('Oekraïens');
    expect(text).toContain('Titel ?');
  });
});
