import {
  CircleCheck,
  CircleExclamationPoint,
  CircleX,
  Clock,
  TriangleExclamationPoint,
  type LucideIcon,
} from 'lucide-react';
import styled from 'styled-components';
import {
  getStatusMessage,
  itemStatusLabels,
  type ItemStatus,
  type StatusMessageOptions,
} from './itemStatus';

export interface StatusRowProps {
  /**
   * The status as a word: 'new', 'approved', 'declined', 'expired' or 'nearing_expiration'. The app
   * maps the server's number (resume item) or text (document) to it.
   */
  status: ItemStatus;
  /**
   * Shows the status message of spec section 4 under the label (approved, declined and expired
   * only). Default: no message.
   */
  message?: StatusMessageOptions;
}

const icons: Record<ItemStatus, LucideIcon> = {
  approved: CircleCheck,
  declined: CircleX,
  expired: CircleExclamationPoint,
  new: Clock,
  nearing_expiration: TriangleExclamationPoint,
};

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--pidz-space-xs);
  align-items: flex-start;
`;

const Label = styled.span`
  display: inline-flex;
  align-items: center;
  gap: var(--pidz-space-xs);
  padding: 0 var(--pidz-space-sm);
  border-radius: var(--pidz-radius-round);
  font-size: 0.875rem;
  font-weight: 600;
  line-height: 1.75;
  white-space: nowrap;
  color: var(--pidz-color-grey-600);
  background: var(--pidz-color-white);
  border: 1px solid currentColor;

  &[data-status='approved'] {
    color: var(--pidz-color-green);
    background: var(--pidz-color-green-light);
  }
  &[data-status='declined'],
  &[data-status='expired'] {
    color: var(--pidz-color-red);
    background: var(--pidz-color-red-light);
  }
  &[data-status='nearing_expiration'] {
    color: var(--pidz-color-orange);
    background: var(--pidz-color-orange-light);
  }
  & > svg {
    flex: none;
    width: var(--pidz-icon-small);
    height: var(--pidz-icon-small);
  }
`;

const Message = styled.p`
  margin: 0;
  padding: var(--pidz-space-xs) var(--pidz-space-sm);
  border-left: 4px solid currentColor;
  border-radius: var(--pidz-radius-sm);
  font-size: 0.875rem;

  &[data-tone='success'] {
    color: var(--pidz-color-green);
    background: var(--pidz-color-green-light);
  }
  &[data-tone='warning'] {
    color: var(--pidz-color-orange);
    background: var(--pidz-color-orange-light);
  }
`;

/** The review status of a document or resume item: an icon and its Dutch label, and optionally its message. */
export function StatusRow({ status, message }: StatusRowProps) {
  const Icon = icons[status];
  const statusMessage = message ? getStatusMessage(status, message) : null;
  return (
    <Root>
      <Label data-status={status}>
        <Icon aria-hidden />
        {itemStatusLabels[status]}
      </Label>
      {statusMessage && <Message data-tone={statusMessage.tone}>{statusMessage.text}</Message>}
    </Root>
  );
}
