/** The audit feature's front door: its screen for the area table, and the histories other screens show. */
export { AUDIT_SCREENS } from './screens';
export { OwnDecisionHistory, StudentDecisionHistory } from './components/decision-history';
