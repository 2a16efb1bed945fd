export {
  NotificationBadge,
  badgeText,
  notificationBadgeMax,
  notificationBadgeTones,
} from './NotificationBadge';
export type { NotificationBadgeProps, NotificationBadgeTone } from './NotificationBadge';
