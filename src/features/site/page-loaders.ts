/** The public site's pages the app routes to, each loaded only when its route is visited. */
export const SITE_PAGES = {
  home: () => import('./pages/home-page'),
  public: () => import('./pages/public-page'),
  apiReference: () => import('./pages/api-reference-page'),
  notFound: () => import('./pages/not-found-page'),
  unauthorized: () => import('./pages/unauthorized-page'),
};
