export {
  NotificationBadge,
  type NotificationBadgeProps,
  type NotificationBadgeVariant,
} from './NotificationBadge';
export { BADGE_MAX_COUNT, badgeText } from './badgeText';
