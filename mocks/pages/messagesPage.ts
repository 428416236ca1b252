import { formatTimeWithSeconds } from '@pidz/dates';
import type { SentMessage } from '../identity/model.ts';
import { html, pageDocument } from './html.ts';

/** Where QA reads the codes the mocked identity provider 'sent' (never on the login page). */
export const MESSAGES_PAGE_PATH = '/mock/messages';

/** The texts of the messages page. */
export const messagesPageTexts = {
  title: 'Verstuurde codes',
  note: 'Voor QA: de sms’jes en e-mails met codes die de mock-identiteitsprovider heeft verstuurd, nieuwste eerst.',
  empty: 'Er zijn nog geen berichten verstuurd.',
  to: 'Aan',
  medium: 'Via',
  purpose: 'Waarvoor',
  code: 'Code',
  at: 'Verstuurd om',
  purposes: {
    'sign-in code': 'inlogcode',
    'custom challenge': 'extra vraag bij inloggen',
    'password reset': 'wachtwoord herstellen',
  } satisfies Record<SentMessage['purpose'], string>,
  media: { SMS: 'sms', EMAIL: 'e-mail' } satisfies Record<SentMessage['medium'], string>,
} as const;

/**
 * The last messages per address: a table per address (newest first), newest address first. An
 * e2e test or a tester reads an SMS or e-mail code here.
 */
export function messagesPage(messages: readonly SentMessage[]): string {
  const texts = messagesPageTexts;
  const newestFirst = [...messages].reverse();
  const addresses = [...new Set(newestFirst.map((message) => message.to))];
  if (addresses.length === 0) {
    return pageDocument(
      texts.title,
      html`<p class="note">${texts.note}</p>
        <p>${texts.empty}</p>`,
    );
  }
  const tables = addresses.map(
    (address) =>
      html`<section aria-label="${address}">
        <h2>${address}</h2>
        <table>
          <thead>
            <tr>
              <th scope="col">${texts.code}</th>
              <th scope="col">${texts.purpose}</th>
              <th scope="col">${texts.medium}</th>
              <th scope="col">${texts.at}</th>
            </tr>
          </thead>
          <tbody>
            ${newestFirst
              .filter((message) => message.to === address)
              .map(
                (message) =>
                  html`<tr>
                    <td>${message.code}</td>
                    <td>${texts.purposes[message.purpose]}</td>
                    <td>${texts.media[message.medium]}</td>
                    <td>${formatTimeWithSeconds(new Date(message.at))}</td>
                  </tr>`,
              )}
          </tbody>
        </table>
      </section>`,
  );
  return pageDocument(
    texts.title,
    html`<p class="note">${texts.note}</p>
      ${tables}`,
  );
}
