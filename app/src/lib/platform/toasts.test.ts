import { beforeEach, describe, expect, it } from 'vitest';
import { clearToasts, dismissToast, showToast, toastStore } from './toasts';

const titles = (list: readonly { title: string }[]) => list.map((toast) => toast.title);

describe('the toast store', () => {
  beforeEach(clearToasts);

  it('gives a toast without a duration 5000 ms', () => {
    showToast({ type: 'success', title: 'Opgeslagen' });
    expect(toastStore.queue.active[0]).toMatchObject({ title: 'Opgeslagen', duration: 5000 });
  });

  it('gives an error toast 7000 ms and keeps a duration the caller gives', () => {
    showToast({ type: 'error', title: 'Oeps' });
    showToast({ type: 'info', title: 'Even geduld', duration: 1000 });
    expect(toastStore.queue.active.map((toast) => toast.duration)).toEqual([7000, 1000]);
  });

  it('shows at most 3 toasts and queues the others in order', () => {
    ['een', 'twee', 'drie', 'vier', 'vijf'].forEach((title) => showToast({ type: 'info', title }));
    expect(titles(toastStore.queue.active)).toEqual(['een', 'twee', 'drie']);
    expect(titles(toastStore.queue.queued)).toEqual(['vier', 'vijf']);
  });

  it('lets the oldest queued toast in when an active one closes', () => {
    const ids = ['een', 'twee', 'drie', 'vier', 'vijf'].map((title) =>
      showToast({ type: 'info', title }),
    );
    dismissToast(ids[1] ?? '');
    expect(titles(toastStore.queue.active)).toEqual(['een', 'drie', 'vier']);
    expect(titles(toastStore.queue.queued)).toEqual(['vijf']);
  });

  it('drops a queued toast that is dismissed before it shows', () => {
    const ids = ['een', 'twee', 'drie', 'vier'].map((title) => showToast({ type: 'info', title }));
    dismissToast(ids[3] ?? '');
    expect(titles(toastStore.queue.active)).toEqual(['een', 'twee', 'drie']);
    expect(toastStore.queue.queued).toEqual([]);
  });

  it('gives every toast its own id', () => {
    const first = showToast({ type: 'info', title: 'een' });
    const second = showToast({ type: 'info', title: 'een' });
    expect(first).not.toBe(second);
  });
});
