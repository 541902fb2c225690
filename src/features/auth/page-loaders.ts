/** The sign-in and password pages the app routes to, each loaded only when its route is visited. */
export const AUTH_PAGES = {
  login: () => import('./pages/login-page'),
  forgotPassword: () => import('./pages/forgot-password-page'),
  resetPassword: () => import('./pages/reset-password-page'),
};
