import { expect, userEvent, waitFor, within } from 'storybook/test';

/**
 * What the screens' stories do as a user would: choose in a dropdown or combobox, type a date, save,
 * and find toasts (the popovers and toasts are portalled to the document body). Not used by the app.
 */

/** The whole document: where toasts, popovers and dialogs render. */
export function body(canvasElement: HTMLElement) {
  return within(canvasElement.ownerDocument.body);
}

/**
 * Waits until the form in `element` shows its fields, as a user sees them come: a form with date
 * fields paints first without them, and they follow right after (docs/decisions/0039).
 */
export async function formFieldsShown(element: HTMLElement) {
  await waitFor(() => {
    const form = element.querySelector('form');
    expect(form).not.toBeNull();
    expect(form?.querySelector('[aria-busy="true"]')).toBeNull();
  });
}

/** Chooses `option` in the dropdown labelled `label` (its button's name holds the label). */
export async function chooseOption(canvasElement: HTMLElement, label: string, option: string) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: new RegExp(label) }));
  await userEvent.click(await body(canvasElement).findByRole('option', { name: option }));
  await waitFor(() =>
    expect(canvas.getByRole('button', { name: new RegExp(label) })).toHaveTextContent(option),
  );
}

/** Types `search` into the combobox labelled `label` and picks the first option by keyboard. */
export async function chooseInCombobox(
  canvasElement: HTMLElement,
  label: string,
  search: string,
  option: string,
) {
  const combobox = await within(canvasElement).findByRole('combobox', { name: label });
  await userEvent.click(combobox);
  await userEvent.keyboard(search);
  await expect(await body(canvasElement).findByRole('option', { name: option })).toBeVisible();
  await userEvent.keyboard('{ArrowDown}{Enter}');
  await expect(combobox).toHaveValue(option);
}

/** Types ISO date `iso` (yyyy-MM-dd) into the date field labelled `label`, segment by segment. */
export async function typeDate(canvasElement: HTMLElement, label: string, iso: string) {
  const group = await within(canvasElement).findByRole('group', { name: label });
  const [year, month, day] = iso.split('-');
  const [firstSegment] = within(group).getAllByRole('spinbutton');
  if (!firstSegment || !year || !month || !day) throw new Error(`No date field ${label}`);
  await userEvent.click(firstSegment);
  await userEvent.keyboard(`${day}${month}${year}`);
}

/** Presses 'Opslaan'. */
export async function save(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Opslaan' }));
}

/** Waits for the page titled `title` (e.g. an overview after a save, cancel, removal or redirect). */
export async function expectPage(canvasElement: HTMLElement, title: string) {
  await expect(
    await within(canvasElement).findByRole('heading', { level: 1, name: title }),
  ).toBeVisible();
}

/** Waits for a toast with this title. */
export async function expectToast(canvasElement: HTMLElement, title: string) {
  await expect(await body(canvasElement).findByText(title, { exact: true })).toBeVisible();
}

/** An ISO date `years` years from today (negative: in the past), in the browser's zone. */
export function yearsFromToday(years: number): string {
  const date = new Date();
  date.setFullYear(date.getFullYear() + years);
  return date.toISOString().slice(0, 10);
}

/**
 * Chooses files in the file picker of a document (its hidden file input). The picker reads each
 * file's first bytes before it takes it: find the action that follows, do not get it.
 */
export async function chooseFiles(canvasElement: HTMLElement, document: string, files: File[]) {
  const card = await within(canvasElement).findByRole('region', { name: document });
  const input = card.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error(`No file picker for ${document}`);
  await userEvent.upload(input, files, { applyAccept: false });
}

/** A PDF (by its signature) of about `bytes` bytes. */
export function pdf(name: string, bytes = 2048): File {
  return new File(['%PDF-1.4\n', new Uint8Array(bytes)], name, { type: 'application/pdf' });
}
