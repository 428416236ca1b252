import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formDraftStorageKey } from './draft';
import { Form } from './Form';
import type { FormItem } from './model';
import { required } from './rules';

interface Rate {
  amount: string;
}
const items: FormItem<Rate>[] = [
  { kind: 'input', name: 'amount', label: 'Tarief', rules: [required('Vul een tarief in')] },
];
const DRAFT_KEY = 'rates-standard:edit';

/** A controlled form over a record that may answer anew, as RecordFormScreen holds it. */
function RateForm({
  record,
  onDirtyChange,
}: {
  record: Rate;
  onDirtyChange?: (isDirty: boolean) => void;
}) {
  const [values, setValues] = useState(record);
  return (
    <Form<Rate>
      items={items}
      initialValues={record}
      values={values}
      onValuesChange={setValues}
      draftKey={DRAFT_KEY}
      onDirtyChange={onDirtyChange}
      onSubmit={() => {}}
    />
  );
}

const field = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Tarief' });

describe('Form initialValues (the record answered anew)', () => {
  afterEach(() => sessionStorage.clear());

  it('shows the new record while nobody has changed the form, which stays clean', async () => {
    const onDirtyChange = vi.fn();
    const form = render(<RateForm record={{ amount: '45' }} onDirtyChange={onDirtyChange} />);
    form.rerender(<RateForm record={{ amount: '48' }} onDirtyChange={onDirtyChange} />);
    expect(field()).toHaveValue('48');
    // Typed back to what the record says: clean against the new record, not the old one.
    await userEvent.type(field(), '9');
    await userEvent.type(field(), '{Backspace}');
    expect(onDirtyChange).toHaveBeenLastCalledWith(false);
    expect(sessionStorage.getItem(formDraftStorageKey(DRAFT_KEY))).toBeNull();
  });

  it("keeps the user's input when the record answers anew", async () => {
    const form = render(<RateForm record={{ amount: '45' }} />);
    await userEvent.type(field(), '0');
    form.rerender(<RateForm record={{ amount: '48' }} />);
    expect(field()).toHaveValue('450');
  });

  it('keeps a restored draft when the record answers anew', () => {
    sessionStorage.setItem(
      formDraftStorageKey(DRAFT_KEY),
      JSON.stringify({ version: 2, owner: null, values: { amount: '52' } }),
    );
    const form = render(<RateForm record={{ amount: '45' }} />);
    expect(field()).toHaveValue('52');
    form.rerender(<RateForm record={{ amount: '48' }} />);
    expect(field()).toHaveValue('52');
  });

  it('drops the errors of the values it no longer shows', async () => {
    const form = render(<RateForm record={{ amount: '' }} />);
    await userEvent.click(field());
    await userEvent.tab();
    expect(await screen.findByText('Vul een tarief in')).toBeInTheDocument();
    form.rerender(<RateForm record={{ amount: '48' }} />);
    expect(field()).toHaveValue('48');
    expect(screen.queryByText('Vul een tarief in')).not.toBeInTheDocument();
  });

  it('stays where it is when the same record answers again (an equal object)', async () => {
    const form = render(<RateForm record={{ amount: '45' }} />);
    await userEvent.click(field());
    form.rerender(<RateForm record={{ amount: '45' }} />);
    expect(field()).toHaveValue('45');
    expect(field()).toHaveFocus();
  });
});
