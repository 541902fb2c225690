/**
 * What the dashboard offers the features whose screens it frames (the placement season's): the screen header
 * (with the screens' layout styles) and the server-paged list of cards.
 */
export { PagedRecordList } from './components/paged-record-list';
export { ScreenHeader } from './components/screen-header';
export type { ScreenProps } from './model/screen';
