import { act, render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Form } from './Form';
import * as datePickerLoader from './loadDatePicker';
import type { FormItem } from './model';

interface Period {
  note: string;
  from: string | null;
}
const noteItem: FormItem<Period> = { kind: 'input', name: 'note', label: 'Notitie' };
const dateItem: FormItem<Period> = { kind: 'date', name: 'from', label: 'Van' };
const values: Period = { note: '', from: '2026-03-02' };

const PeriodForm = ({ items }: { items: FormItem<Period>[] }) => (
  <Form<Period> items={items} defaultValues={values} onSubmit={() => {}} aria-label="Periode" />
);

const pending = () => screen.getByRole('form').querySelector('[aria-busy="true"]');

/** Runs the frames and tasks queued so far, and what they queue (the date picker's module). */
const nextFrameAndTask = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

class Boundary extends Component<{ children: ReactNode }, { failure?: unknown }> {
  override state: { failure?: unknown } = {};
  static getDerivedStateFromError = (failure: unknown) => ({ failure });
  override render = () => (this.state.failure ? <p>Mislukt</p> : this.props.children);
}

describe("Form: a form's date fields render right after its first paint", () => {
  afterEach(() => vi.restoreAllMocks());

  it('renders the fields of a form without a date field in its first render', () => {
    render(<PeriodForm items={[noteItem]} />);
    expect(screen.getByRole('textbox', { name: 'Notitie' })).toBeInTheDocument();
    expect(pending()).toBeNull();
  });

  it('paints a form with a date field with its fields waiting as one, and they follow', async () => {
    // Loaded already (a screen loads it beside its own code): still not in the first render.
    await datePickerLoader.loadDatePicker();
    render(<PeriodForm items={[noteItem, dateItem]} />);
    expect(pending()).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Notitie' })).toBeNull();

    await nextFrameAndTask();
    expect(pending()).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Notitie' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Van' })).toBeInTheDocument();
  });

  it("fails the render for the screen's error boundary when the date picker cannot load", async () => {
    vi.spyOn(datePickerLoader, 'loadDatePicker').mockRejectedValue(new Error('chunk'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <Boundary>
        <PeriodForm items={[dateItem]} />
      </Boundary>,
    );
    await nextFrameAndTask();
    expect(screen.getByText('Mislukt')).toBeInTheDocument();
  });
});
