/**
 * The dashboard's front door: what other features may use of it (lint allows no deeper import). The screen frame
 * every dashboard screen shares: its header (h1 and tab title), the headline numbers, the server-paged list of
 * cards and the screens' styles.
 */
import './components/dashboard.css';

export { PagedRecordList } from './components/paged-record-list';
export { ScreenHeader } from './components/screen-header';
export { StatGrid } from './components/stat-grid';
export type { ScreenProps } from './model/screen';
export { usePageParam } from './model/use-page-param';
