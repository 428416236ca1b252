import { useRef, useState } from 'react';
import styled from 'styled-components';
import type { Asset, AssetTypeId } from '@pidz/contracts';
import { Button, TextField } from '@pidz/ui';
import { useUnsavedChanges } from '../../../lib/forms/unsavedChanges';
import { showToast } from '../../../lib/platform/toasts';
import { useRemoveAsset, useSaveDocumentNumber } from '../api';
import { documentMessages } from '../messages';

/** The longest number the contract takes (`AssetInput.number`). */
const NUMBER_MAX = 64;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: var(--pidz-space-sm);
`;

function numberError(number: string): string {
  const trimmed = number.trim();
  if (trimmed === '') return documentMessages.numberRequired;
  return trimmed.length > NUMBER_MAX ? documentMessages.numberTooLong(NUMBER_MAX) : '';
}

/**
 * The number a kind of document carries (0034), asked for with its action: required, checked
 * when the action is pressed (a refusal shows the message and moves the focus to the field), and
 * from then on as it changes.
 */
export function useDocumentNumber() {
  const [value, setValue] = useState('');
  const [isChecked, setIsChecked] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const error = numberError(value);
  return {
    /** The number as it is sent. */
    value: value.trim(),
    /** Whether the number may be sent (nothing shown). */
    isValid: error === '',
    /** Whether the number may be sent; otherwise shows why, at the field. */
    check: () => {
      setIsChecked(true);
      if (error !== '') box.current?.querySelector('input')?.focus();
      return error === '';
    },
    reset: () => {
      setValue('');
      setIsChecked(false);
    },
    field: { box, value, onChange: setValue, errorMessage: isChecked ? error : '' },
  };
}

export type DocumentNumberState = ReturnType<typeof useDocumentNumber>;

/** The 'Documentnummer' field of a {@link useDocumentNumber}. */
export function DocumentNumberField({
  state,
  isDisabled = false,
}: {
  state: DocumentNumberState;
  isDisabled?: boolean;
}) {
  const { box, ...props } = state.field;
  return (
    <div ref={box}>
      <TextField label={documentMessages.number} isRequired isDisabled={isDisabled} {...props} />
    </div>
  );
}

/**
 * A kind that carries only a number (NUMBER): the number and 'Opslaan' instead of a file picker.
 * The saved number takes the place of the ones not approved yet, as a new file does.
 */
export function NumberOnlyForm({
  typeId,
  replaceable,
}: {
  typeId: AssetTypeId;
  replaceable: readonly Asset[];
}) {
  const number = useDocumentNumber();
  const save = useSaveDocumentNumber();
  const removal = useRemoveAsset();
  useUnsavedChanges(number.value !== '');

  const onSave = async () => {
    if (!number.check()) return;
    try {
      await save.mutateAsync({ assetModel: { type_id: typeId, number: number.value } });
      number.reset();
      showToast({ type: 'success', title: documentMessages.numberSaved });
      for (const old of replaceable) await removal.mutateAsync({ assetId: old.id });
    } catch {
      // reported by the data layer; the number stays to try again
    }
  };

  return (
    <Row>
      <DocumentNumberField state={number} isDisabled={save.isPending} />
      <Button isDisabled={save.isPending} onPress={() => void onSave()}>
        {documentMessages.saveNumber}
      </Button>
    </Row>
  );
}
