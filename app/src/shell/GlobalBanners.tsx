import { useLocation } from 'wouter';
import { VisuallyHidden } from 'react-aria-components';
import {
  BannerList,
  Button,
  externalLinkIcon,
  Icon,
  isBrowserOutsideAppTimeZone,
  LinkButton,
} from '@pidz/ui';
import { paths } from '../paths';
import {
  useFreelancerBanners,
  useOpenTasks,
  useUrgentNotification,
} from '../entities/freelancerBanners';
import { InvoiceStatus, type SoftwareInvoice } from '@pidz/contracts';
import { usePayOpenInvoice, useSoftwarePaymentReturn } from '../entities/payments';

import { showToast } from '../lib/platform/toasts';
import { rememberSavedRecord } from '../lib/screen/savedRecord';
import { useDismissedNotices } from './dismissedNotices';
import { useExpiryFacts } from './expiryFacts';
import { shownBanners, type BannerAction } from './globalBanners';
import { shellMessages } from './messages';

/** 'Factuur betalen': leaves for the payment page of the open invoice due first. */
function PayInvoiceButton({ label }: { label: string }) {
  const { invoice, isPending, pay } = usePayOpenInvoice();
  return (
    <Button variant="secondary" isCompact isDisabled={!invoice || isPending} onPress={pay}>
      {label}
    </Button>
  );
}

function ActionOf({ action }: { action: BannerAction }) {
  if (action.kind === 'link' && action.isElsewhere) {
    return (
      <LinkButton variant="secondary" isCompact href={action.href}>
        {action.label}
        <VisuallyHidden> {shellMessages.externalLink}</VisuallyHidden>
        <Icon icon={externalLinkIcon} size="small" />
      </LinkButton>
    );
  }
  return action.kind === 'pay-invoice' ? (
    <PayInvoiceButton label={action.label} />
  ) : (
    <LinkButton
      variant="secondary"
      isCompact
      href={action.href}
      // The screen there brings the user to the one thing the banner names. On the press's start:
      // the link's navigation takes the banner away before a press could end.
      onPressStart={() => (action.anchor ? rememberSavedRecord(action.anchor) : undefined)}
    >
      {action.label}
    </LinkButton>
  );
}

/** After a payment a thank-you; after a cancelled or failed one, that it is still open. */
const sayHowThePaymentWent = (invoice: SoftwareInvoice) => {
  if (invoice.status === InvoiceStatus.PAYMENT_PENDING) {
    showToast({ type: 'success', title: shellMessages.paymentReturned });
  } else {
    showToast({ type: 'warning', ...shellMessages.paymentNotCompleted });
  }
};

/**
 * The banners above the page (spec section 4, at most 3, most important first): on every screen
 * the global inactive reasons, the timezone warning and the first urgent system notification; on
 * the dashboard also the banner of the highest open task and the expiry notices. Each carries the
 * action that resolves it. It also takes the return from paying a software invoice, on every screen.
 */
export function GlobalBanners() {
  const [location] = useLocation();
  const banners = useFreelancerBanners();
  const openTasks = useOpenTasks();
  const urgentNotification = useUrgentNotification();
  const [dismissedNotices, dismissNotice] = useDismissedNotices();
  useSoftwarePaymentReturn(sayHowThePaymentWent);
  const isDashboard = location === paths.dashboard.overview();
  const facts = useExpiryFacts(isDashboard, openTasks ?? []);
  const shown = shownBanners({
    place: isDashboard ? 'dashboard' : 'global',
    openTasks: openTasks ?? [],
    facts,
    inactiveReasons: banners?.inactiveReasons ?? [],
    isOutsideAppTimeZone: isBrowserOutsideAppTimeZone(),
    urgentNotification,
    dismissedNotices,
  });
  return (
    <BannerList
      banners={shown.map(({ action, noticeId, ...banner }) => ({
        ...banner,
        action: action && <ActionOf action={action} />,
        onDismiss: noticeId === undefined ? undefined : () => dismissNotice(noticeId),
      }))}
      aria-label={shellMessages.bannersLabel}
    />
  );
}
