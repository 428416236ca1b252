import { describe, expect, it } from 'vitest';
import {
  createToast,
  defaultToastDuration,
  dismissToast,
  emptyToastQueue,
  pushToast,
  type ToastQueueState,
} from './toastQueue';

const toast = (id: string) => createToast({ type: 'info', title: `Melding ${id}` }, id, 0);

const pushAll = (ids: string[]): ToastQueueState =>
  ids.reduce((state, id) => pushToast(state, toast(id)), emptyToastQueue);

const ids = (state: ToastQueueState) => ({
  active: state.active.map((t) => t.id),
  queued: state.queued.map((t) => t.id),
});

describe('toast durations', () => {
  it('defaults to 5000 ms, 7000 ms for errors', () => {
    expect(defaultToastDuration('info')).toBe(5000);
    expect(defaultToastDuration('success')).toBe(5000);
    expect(defaultToastDuration('warning')).toBe(5000);
    expect(defaultToastDuration('error')).toBe(7000);
  });

  it('fills in the default duration, keeps a given one', () => {
    expect(createToast({ type: 'error', title: 'Oeps' }, 'a', 1).duration).toBe(7000);
    expect(createToast({ type: 'success', title: 'Opgeslagen' }, 'b', 1).duration).toBe(5000);
    expect(createToast({ type: 'error', title: 'Oeps', duration: 1000 }, 'c', 1).duration).toBe(
      1000,
    );
  });

  it('keeps id, timestamp, title and message', () => {
    expect(createToast({ type: 'info', title: 'T', message: 'M' }, 'x', 42)).toEqual({
      id: 'x',
      timestamp: 42,
      type: 'info',
      title: 'T',
      message: 'M',
      duration: 5000,
    });
  });
});

describe('pushToast', () => {
  it('shows up to 3 toasts and queues the rest in order', () => {
    expect(ids(pushAll(['1', '2', '3']))).toEqual({ active: ['1', '2', '3'], queued: [] });
    expect(ids(pushAll(['1', '2', '3', '4', '5']))).toEqual({
      active: ['1', '2', '3'],
      queued: ['4', '5'],
    });
  });

  it('replaces the toast of its group, wherever it is, and moves the queue up', () => {
    const grouped = (id: string) =>
      createToast({ type: 'success', title: `Melding ${id}`, group: 'form' }, id, 0);
    const withFailure = pushToast(pushAll(['1']), { ...toast('2'), group: 'form' });
    expect(ids(pushToast(withFailure, grouped('3')))).toEqual({ active: ['1', '3'], queued: [] });
    const full = pushToast(pushAll(['1', '2', '3', '4']), grouped('5'));
    expect(ids(pushToast(full, grouped('6')))).toEqual({
      active: ['1', '2', '3'],
      queued: ['4', '6'],
    });
    const onScreen = pushAll(['1', '2']);
    const third = pushToast(pushToast(onScreen, grouped('3')), toast('4'));
    expect(ids(pushToast(third, grouped('5')))).toEqual({ active: ['1', '2', '4'], queued: ['5'] });
  });
});

describe('dismissToast', () => {
  it('promotes the oldest queued toast when an active one closes', () => {
    const state = dismissToast(pushAll(['1', '2', '3', '4', '5']), '2');
    expect(ids(state)).toEqual({ active: ['1', '3', '4'], queued: ['5'] });
  });

  it('removes a queued toast without touching the active ones', () => {
    const state = dismissToast(pushAll(['1', '2', '3', '4', '5']), '5');
    expect(ids(state)).toEqual({ active: ['1', '2', '3'], queued: ['4'] });
  });

  it('simply removes an active toast when nothing waits', () => {
    expect(ids(dismissToast(pushAll(['1', '2']), '1'))).toEqual({ active: ['2'], queued: [] });
  });

  it('ignores an unknown id', () => {
    const state = pushAll(['1', '2', '3', '4']);
    expect(dismissToast(state, 'nope')).toBe(state);
  });
});
