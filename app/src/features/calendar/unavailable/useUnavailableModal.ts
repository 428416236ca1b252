import { useQueryClient } from '@tanstack/react-query';
import { CalendarItemType, type CalendarItem } from '@pidz/contracts';
import { loadDatePicker } from '@pidz/ui';
import { errorToast } from '../../../lib/platform/errors';
import { onDemandChunk } from '../../../lib/screen/onDemandChunk';
import { shiftPath } from '../../../entities/shifts';
import { showToast } from '../../../lib/platform/toasts';
import { findCachedItem } from '../api';
import type { UnavailableModal, UnavailableModalProps } from './UnavailableModal';
import type { CalendarRouteApi } from '../useCalendarRoute';

/**
 * The add and edit dialog with its form, pickers and rules: a chunk of its own, which the
 * calendar's first screen does not load, with the date picker its date fields load (side by side,
 * not once the dialog has rendered). It loads once the first screen has been shown, when the
 * browser is idle (the calendar routes' `preloadWhenIdle`, routeTable.tsx), on intent (hovering,
 * focusing or pressing 'Niet beschikbaar toevoegen') or when the dialog's address opens, whichever
 * comes first.
 */
export const unavailableModalChunk = onDemandChunk(async () => {
  const [modal] = await Promise.all([import('./UnavailableModal'), loadDatePicker()]);
  return modal;
});
export const preloadUnavailableModal = () =>
  void unavailableModalChunk.preload().catch(() => undefined);

/** What the calendar's child address (`add`, `edit/:id`) asks of the screen. */
export interface ModalRoute {
  /** The dialog, once its chunk is there (none while offline: the calendar is read-only then). */
  modal?: { UnavailableModal: typeof UnavailableModal; props: UnavailableModalProps };
  /** Somewhere else instead: a shift's screen for a shift's id, the view for an unknown one. */
  redirectTo?: string;
}

/**
 * The modal routing of the calendar's children: `add` opens the dialog on the chosen day; `edit/:id`
 * opens it with that unavailable period (from the shown items, or any cached range), sends a
 * shift's id to the shift's screen, and an unknown id back to the view once the items are there.
 * A dialog whose chunk cannot be loaded is reported and closed.
 */
export function useUnavailableModal(
  route: CalendarRouteApi,
  items: readonly CalendarItem[],
  { isOffline, isLoading }: { isOffline: boolean; isLoading: boolean },
): ModalRoute {
  const { child, day, period } = route;
  const queryClient = useQueryClient();
  const loaded = unavailableModalChunk.useModule(
    !isOffline && (child?.kind === 'add' || child?.kind === 'edit'),
    () => {
      showToast(errorToast(undefined));
      route.closeChild();
    },
  )?.UnavailableModal;
  const shown = (props: UnavailableModalProps): ModalRoute => ({
    modal: loaded && { UnavailableModal: loaded, props },
  });

  if (isOffline) return {};
  if (child?.kind === 'add') return shown({ mode: 'add', day, onClose: () => route.closeChild() });
  if (child?.kind !== 'edit') return {};
  const id = Number(child.id);
  const item: CalendarItem | undefined =
    items.find((candidate) => candidate.id === id) ??
    findCachedItem(queryClient, (candidate) => candidate.id === id);
  if (item && item.type === CalendarItemType.UNAVAILABLE) {
    return shown({ mode: 'edit', day, item, onClose: () => route.closeChild() });
  }
  if (item?.shift_id != null) return { redirectTo: shiftPath(item.shift_id) };
  if (isLoading) return {};
  // An unknown id (or one that is not an unavailable period) returns to the view.
  return { redirectTo: route.pathOf(period, { day: route.location.hasDay ? day : undefined }) };
}
