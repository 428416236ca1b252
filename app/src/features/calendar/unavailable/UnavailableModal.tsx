import { useMemo, useState } from 'react';
import type { CalendarDate } from '@internationalized/date';
import styled from 'styled-components';
import {
  CalendarItemType,
  RepeatEndMode,
  type CalendarItem,
  type CalendarItemInput,
  type CalendarRepeat,
} from '@pidz/contracts';
import { Button, Modal } from '@pidz/ui';
import { ScreenForm } from '../../../lib/forms/ScreenForm';
import { reportCallError } from '../../../lib/platform/queryClient';
import { showToast } from '../../../lib/platform/toasts';
import {
  useAddUnavailable,
  useRemoveUnavailable,
  useRemoveUnavailableSeries,
  useUndoRemove,
  useUpdateUnavailable,
  useUpdateUnavailableSeries,
} from '../api';
import { calendarMessages } from '../messages';
import { overlapMessage } from './overlap';
import { focusCalendarResult } from '../returnFocus';
import {
  defaultFormValues,
  formValuesFromItem,
  plannedOccurrences,
  toAddParams,
  toSeriesUpdateParams,
  toUpdateParams,
} from '../model';
import { unavailableFormItems, type UnavailableFormValues } from './unavailableForm';

const messages = calendarMessages.edit;

const Actions = styled.div`
  display: flex;
  justify-content: flex-start;
  margin-top: var(--pidz-space-lg);
  padding-top: var(--pidz-space-md);
  border-top: 1px solid var(--pidz-color-grey-200);
`;

/** A refusal the dialog shows itself, above the form: no toast covers its buttons. */
const Refusal = styled.p`
  margin: 0 0 var(--pidz-space-md);
  padding: var(--pidz-space-sm) var(--pidz-space-md);
  border-left: 4px solid var(--pidz-color-red);
  background: var(--pidz-color-red-light);
`;

const Question = styled.p`
  margin: 0;
`;

/** The series of an item, when it has one. */
function seriesOf(
  item: CalendarItem | undefined,
): (CalendarItem & { repeat: CalendarRepeat }) | undefined {
  return item?.repeat ? (item as CalendarItem & { repeat: CalendarRepeat }) : undefined;
}

/** The params that put a removed item, or its whole series, back. */
function restoreParams(item: CalendarItem, wholeSeries: boolean): CalendarItemInput {
  const repeat = item.repeat;
  if (!wholeSeries || !repeat) {
    return {
      type: CalendarItemType.UNAVAILABLE,
      start: item.start,
      end: item.end,
      isAllDay: item.isAllDay,
    };
  }
  return {
    type: CalendarItemType.UNAVAILABLE,
    start: repeat.first_item.start,
    end: repeat.first_item.end,
    isAllDay: item.isAllDay,
    repeat: {
      type: repeat.type,
      end_mode: repeat.end_mode,
      end_date: repeat.end_mode === RepeatEndMode.ON_DATE ? repeat.end : null,
      amount: repeat.end_mode === RepeatEndMode.SET_AMOUNT ? repeat.amount : null,
    },
  };
}

export interface UnavailableModalProps {
  /** Adding (on `day`) or editing `item`. */
  mode: 'add' | 'edit';
  /** The day a new period starts on. */
  day: CalendarDate;
  /** The edited item (mode edit). */
  item?: CalendarItem;
  /** Closes the modal (back to the view). */
  onClose: () => void;
}

/**
 * The add/edit form of an unavailable period in a modal over the view. Saving updates the cached
 * items from the answer; a clash (1702) says in the dialog which days clash, another failure (1703
 * invalid time, 600) shows the catalogue toast; both keep the input. Editing offers 'Verwijderen' (with confirmation); for an item of a series the
 * user chooses 'Alleen deze' or 'Hele reeks' for the save and the delete. A delete's toast offers
 * 'Ongedaan maken'.
 */
export function UnavailableModal({ mode, day, item, onClose }: UnavailableModalProps) {
  const series = seriesOf(item);
  const seriesCount = series ? plannedOccurrences(series.repeat) : 0;
  const items = useMemo(
    () =>
      unavailableFormItems({
        series: series ? { count: seriesCount } : undefined,
        isSingleEdit: mode === 'edit' && !series,
      }),
    [series, seriesCount, mode],
  );
  const [initialValues] = useState<UnavailableFormValues>(() => ({
    ...(item ? formValuesFromItem(item) : defaultFormValues({ day })),
    scope: 'one',
  }));

  const add = useAddUnavailable();
  const update = useUpdateUnavailable();
  const updateSeries = useUpdateUnavailableSeries();

  const [refusal, setRefusal] = useState<string>();

  // A failure shows in the dialog (a clash, with its days) or as its toast, then rejects: the form
  // keeps the input and its draft.
  const saveOrSay = async (values: UnavailableFormValues) => {
    setRefusal(undefined);
    try {
      await save(values);
    } catch (error) {
      const overlap = overlapMessage(error);
      if (overlap) setRefusal(overlap);
      else void reportCallError(error, undefined, true);
      throw error;
    }
  };

  const save = async (values: UnavailableFormValues) => {
    if (!item) {
      const added = await add.mutateAsync({ params: toAddParams(values) });
      showToast({
        type: 'success',
        title: messages.added,
        message: messages.addedText(added.length),
      });
      focusCalendarResult({ item: added[0] });
    } else if (series && values.scope === 'series') {
      const saved = await updateSeries.mutateAsync({
        params: toSeriesUpdateParams(values, series),
      });
      showToast({ type: 'success', title: messages.saved, message: messages.savedText });
      focusCalendarResult({ item: saved[0] });
    } else {
      const saved = await update.mutateAsync({ params: toUpdateParams(values, item) });
      showToast({ type: 'success', title: messages.saved, message: messages.savedText });
      focusCalendarResult({ item: saved });
    }
    onClose();
  };

  return (
    <Modal
      title={mode === 'add' ? calendarMessages.addTitle : calendarMessages.editTitle}
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
    >
      {refusal && <Refusal role="alert">{refusal}</Refusal>}
      <ScreenForm<UnavailableFormValues>
        draftKey={`calendar:${item ? `edit:${item.id}` : `add:${day.toString()}`}`}
        aria-label={mode === 'add' ? calendarMessages.addTitle : calendarMessages.editTitle}
        items={items}
        defaultValues={initialValues}
        onSubmit={saveOrSay}
        onCancel={onClose}
      />
      {item && (
        <Actions>
          <RemoveUnavailable item={item} seriesCount={seriesCount} onRemoved={onClose} />
        </Actions>
      )}
    </Modal>
  );
}

interface RemoveUnavailableProps {
  item: CalendarItem;
  seriesCount: number;
  onRemoved: () => void;
}

/**
 * 'Verwijderen' with one confirmation; for an item of a series it is the one question, 'Alleen
 * deze' (the default: filled and focused) or 'Hele reeks'.
 */
function RemoveUnavailable({ item, seriesCount, onRemoved }: RemoveUnavailableProps) {
  const [isAsking, setAsking] = useState(false);
  const removeOne = useRemoveUnavailable();
  const removeSeries = useRemoveUnavailableSeries();
  const undo = useUndoRemove();
  const isRemoving = removeOne.isPending || removeSeries.isPending;
  const repeatId = item.repeat?.id;

  const removed = (wholeSeries: boolean, count: number) => {
    setAsking(false);
    focusCalendarResult({ item });
    showToast({
      type: 'success',
      title: messages.removed,
      message: wholeSeries ? messages.removedSeriesText(count) : messages.removedText,
      action: {
        label: messages.undo,
        onAction: () => undo(restoreParams(item, wholeSeries)),
      },
    });
    onRemoved();
  };

  const remove = async (wholeSeries: boolean) => {
    try {
      if (wholeSeries && repeatId !== undefined) {
        const count = await removeSeries.mutateAsync({ params: { repeat_id: repeatId } });
        removed(true, count);
      } else {
        await removeOne.mutateAsync({ params: { id: item.id } });
        removed(false, 1);
      }
    } catch {
      // The catalogue toast has been shown; the question stays open to try again or cancel.
    }
  };

  return (
    <>
      <Button variant="secondary" onPress={() => setAsking(true)}>
        {messages.remove}
      </Button>
      <Modal
        title={messages.removeTitle}
        role="alertdialog"
        isOpen={isAsking}
        onOpenChange={setAsking}
        isDismissable={!isRemoving}
        footer={({ close }) => (
          <>
            <Button variant="secondary" onPress={close} isDisabled={isRemoving}>
              {messages.cancel}
            </Button>
            {repeatId === undefined ? (
              <Button onPress={() => void remove(false)} isDisabled={isRemoving}>
                {messages.remove}
              </Button>
            ) : (
              <>
                <Button
                  variant="secondary"
                  onPress={() => void remove(true)}
                  isDisabled={isRemoving}
                >
                  {messages.scope.series}
                </Button>
                {/* The safe answer is the default: the filled button, focused when asked. */}
                {/* eslint-disable-next-line jsx-a11y/no-autofocus -- an alert dialog focuses its least destructive answer (WAI-ARIA APG) */}
                <Button autoFocus onPress={() => void remove(false)} isDisabled={isRemoving}>
                  {messages.scope.one}
                </Button>
              </>
            )}
          </>
        )}
      >
        <Question>
          {repeatId === undefined
            ? messages.removeQuestion
            : messages.removeSeriesQuestion(seriesCount)}
        </Question>
      </Modal>
    </>
  );
}
