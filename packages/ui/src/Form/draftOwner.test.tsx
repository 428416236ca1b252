import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { formDraftStorageKey } from './draft';
import { forgetFormDrafts } from './draftKey';
import { FormDraftScope } from './draftOwner';
import { Form } from './Form';
import type { FormItem } from './model';

interface Bank {
  name: string;
}
const items: FormItem<Bank>[] = [{ kind: 'input', name: 'name', label: 'Naam' }];
const DRAFT_KEY = 'profile-bank';

function BankForm({ owner }: { owner: string }) {
  return (
    <FormDraftScope owner={owner}>
      <Form<Bank>
        items={items}
        defaultValues={{ name: '' }}
        draftKey={DRAFT_KEY}
        onSubmit={() => {}}
      />
    </FormDraftScope>
  );
}

const stored = (key: string) => JSON.stringify({ version: 2, owner: 'user:1', values: { a: key } });

describe('FormDraftScope', () => {
  afterEach(() => sessionStorage.clear());

  it('restores a draft for the user who typed it and never for another, whose mount forgets it', async () => {
    const first = render(<BankForm owner="user:1" />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Naam' }), 'S. de Vries');
    first.unmount();

    const again = render(<BankForm owner="user:1" />);
    expect(screen.getByRole('textbox', { name: 'Naam' })).toHaveValue('S. de Vries');
    again.unmount();

    render(<BankForm owner="user:2" />);
    expect(screen.getByRole('textbox', { name: 'Naam' })).toHaveValue('');
    expect(sessionStorage.getItem(formDraftStorageKey(DRAFT_KEY))).toBeNull();
  });

  it('forgets the drafts of everyone else, and what is no draft stays', () => {
    sessionStorage.setItem(formDraftStorageKey('cv'), stored('cv'));
    sessionStorage.setItem(formDraftStorageKey('old'), JSON.stringify({ version: 1, values: {} }));
    sessionStorage.setItem(formDraftStorageKey('broken'), '{not json');
    sessionStorage.setItem('pidz.mock-state', '{}');
    render(<BankForm owner="user:2" />);
    expect(Object.keys(sessionStorage)).toEqual(['pidz.mock-state']);
  });

  it('keeps the drafts of its own owner as it mounts; sign-out forgets them all', () => {
    sessionStorage.setItem(formDraftStorageKey('cv'), stored('cv'));
    sessionStorage.setItem('pidz.mock-state', '{}');
    render(<BankForm owner="user:1" />);
    expect(sessionStorage.getItem(formDraftStorageKey('cv'))).not.toBeNull();
    forgetFormDrafts();
    expect(Object.keys(sessionStorage)).toEqual(['pidz.mock-state']);
  });
});
