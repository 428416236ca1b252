import { render, screen, waitFor } from '@testing-library/react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Form } from './Form';
import { loadDatePicker } from './loadDatePicker';
import type { FormItem } from './model';

interface Period {
  name: string;
  start: string | null;
}
const nameField: FormItem<Period> = { kind: 'input', name: 'name', label: 'Naam' };
const period: Period = { name: 'Vakantie', start: '2026-12-24' };

/** A form of the period with `items`. */
const periodForm = (items: FormItem<Period>[]) => (
  <Form<Period> items={items} defaultValues={period} onSubmit={() => {}} />
);

describe('Form: what a first paint shows', () => {
  // React as a browser runs it, without act(), which would render the deferred fields at once.
  let root: Root | undefined;
  beforeEach(() => {
    Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: false });
  });
  afterEach(() => {
    root?.unmount();
    Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
  });

  it('commits the form with its buttons and pending fields first, and the fields after it', async () => {
    const container = document.body.appendChild(document.createElement('div'));
    root = createRoot(container);
    flushSync(() => root?.render(periodForm([nameField])));
    expect(screen.getByRole('button', { name: 'Opslaan' })).toBeInTheDocument();
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Naam' })).toBeNull();

    expect(await screen.findByRole('textbox', { name: 'Naam' })).toHaveValue('Vakantie');
    await waitFor(() => expect(container.querySelector('[aria-busy="true"]')).toBeNull());
  });
});

describe('Form: a date picker loaded before', () => {
  it('renders the date fields at once, without waiting for the loaded code', async () => {
    await loadDatePicker();
    const { container } = render(
      periodForm([nameField, { kind: 'date', name: 'start', label: 'Begindatum' }]),
    );
    expect(screen.getByRole('group', { name: 'Begindatum' })).toBeInTheDocument();
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
  });
});
