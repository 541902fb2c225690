/** The invited member's page, loaded when its route is visited (the app's routes table). */
export const JOIN_PAGE = () => import('./pages/join-page');
