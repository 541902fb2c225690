/**
 * The student's side of the placement season (issue 17), as the rest of the app may use it: the inbox's bell and
 * unread badge for the dashboard frame, the offer waiting for an answer and the placed student's card for the
 * student's overview, and the screens, for the app's area table.
 */
export { NotificationBell } from './components/notification-bell';
export { OfferWaitingCard } from './components/offer-waiting-card';
export { PlacedCard } from './components/placed-card';
export { UnreadBadge } from './components/unread-badge';
export { SEASON_SCREENS } from './screens';
