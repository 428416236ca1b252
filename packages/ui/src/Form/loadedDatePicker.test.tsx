import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Form } from './Form';
import { loadDatePicker } from './loadDatePicker';
import type { FormItem } from './model';

interface Period {
  name: string;
  start: string | null;
}
const items: FormItem<Period>[] = [
  { kind: 'input', name: 'name', label: 'Naam' },
  { kind: 'date', name: 'start', label: 'Begindatum' },
];

describe('Form: a date picker loaded before the form', () => {
  it('renders the date fields in the first render, without pending fields first', async () => {
    await loadDatePicker();
    const { container } = render(
      <Form<Period>
        items={items}
        defaultValues={{ name: 'Vakantie', start: '2026-12-24' }}
        onSubmit={() => {}}
      />,
    );
    expect(screen.getByRole('group', { name: 'Begindatum' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Naam' })).toHaveValue('Vakantie');
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
  });
});
