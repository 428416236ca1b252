import type { PaymentSummary } from '../backend/bank.ts';
import { html, pageDocument } from './html.ts';

const euro = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' });

/** The texts of the stand-in bank page. */
export const bankPageTexts = {
  title: 'Betalen',
  note: 'Testbank van de mock-back-end: er wordt niets afgeschreven.',
  description: 'Omschrijving',
  invoiceNumber: 'Factuurnummer',
  amount: 'Bedrag',
  pay: 'Betalen',
  cancel: 'Annuleren',
  done: 'Deze betaling is al afgerond.',
  back: 'Terug naar het portaal',
  unknownTitle: 'Betaling niet gevonden',
  unknown: 'Deze betaallink bestaat niet (meer).',
} as const;

/**
 * The bank page of a payment: what is paid, and 'Betalen' or 'Annuleren', a form that posts back
 * to the same address (mocks/pages/handlers.ts). A payment that was answered already links back.
 */
export function bankPage(payment: PaymentSummary | undefined): string {
  const texts = bankPageTexts;
  if (!payment) {
    return pageDocument(texts.unknownTitle, html`<p>${texts.unknown}</p>`);
  }
  const facts = html`<dl>
    <dt>${texts.description}</dt>
    <dd>${payment.description}</dd>
    <dt>${texts.invoiceNumber}</dt>
    <dd>${payment.invoiceNumber}</dd>
    <dt>${texts.amount}</dt>
    <dd>${euro.format(payment.amount)}</dd>
  </dl>`;
  const answer =
    payment.status === 'open'
      ? html`<form method="post" class="actions">
          <button type="submit" name="answer" value="pay">${texts.pay}</button>
          <button type="submit" name="answer" value="cancel">${texts.cancel}</button>
        </form>`
      : html`<p>${texts.done}</p>
          <a class="button" href="${payment.returnUrl}">${texts.back}</a>`;
  return pageDocument(
    texts.title,
    html`<p class="note">${texts.note}</p>
      ${facts}${answer}`,
  );
}
