/** Business constants and limits (spec section 9). One place for every number the product depends on. */

export const REQUEST_TIMEOUT_MS = 5000;
export const MOBILE_BREAKPOINT_PX = 768;
/** The dashboard sidebar's widths; the shell hands them to layout.css as --sidebar-width(-collapsed). */
export const SIDEBAR_WIDTH_EXPANDED_PX = 256;
export const SIDEBAR_WIDTH_COLLAPSED_PX = 80;
export const RESET_REDIRECT_DELAY_MS = 2000;
export const TOAST_DURATION_MS = 4000;

export const PASSWORD_MIN_LENGTH = 8;
export const PHONE_DIGITS = 10;

/**
 * The longest text each kind of field takes (docs/decisions/, "Maximum lengths"): inputs carry it as maxlength,
 * the contract's request schemas enforce it. Counted as the browser's maxlength and JavaScript count characters
 * (UTF-16 code units), so the input, the rule and the server agree.
 */
export const TEXT_MAX_LENGTH = {
  /** A person: candidate, TPO, primary contact, technical lead, HR. */
  personName: 100,
  /** A college, university or company. */
  organisationName: 150,
  /** A job title, a designation, a current role. */
  title: 120,
  /** The longest address SMTP carries (RFC 5321's 256-octet path less its angle brackets). */
  email: 254,
  /** What browsers and servers reliably handle in a link. */
  url: 2048,
  address: 500,
  /** A job description. */
  description: 5000,
  /** Comma-separated skills. */
  skills: 500,
  /** A branch typed in, a job's location, a coupon code. */
  shortText: 100,
  /** Far above any passphrase a person types; it bounds the hashing work per request. */
  password: 128,
} as const;

export const OTP_LENGTH = 6;
export const OTP_RESEND_SECONDS = 60;
export const OTP_VERIFIED_AUTOCLOSE_MS = 2000;

export const COLLEGE_SEARCH_DEBOUNCE_MS = 300;
export const COLLEGE_SEARCH_MIN_CHARS = 2;
export const COLLEGE_SEARCH_LIMIT = 8;
/** The most suggestions one college search may ask for. */
export const COLLEGE_SEARCH_MAX_LIMIT = 50;
/** The manual college entry option is offered when the input is longer than this. */
export const MANUAL_COLLEGE_ENTRY_MIN_LENGTH = 2;

export const STUDENT_STRENGTH_MIN = 1;
export const STUDENT_STRENGTH_MAX = 100000;
export const COLLEGE_NAME_MIN_LENGTH = 2;
export const COMPANY_NAME_MIN_LENGTH = 1;
export const SECTIONS_PER_BRANCH_MIN = 1;
export const SECTIONS_PER_BRANCH_MAX = 20;

/** The largest upload, exclusive (src/lib/validation/upload-limit.ts): a resume or an offer letter is smaller. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const CANDIDATE_SUCCESS_RELOAD_DELAY_MS = 500;

export const AUTH_STORAGE_VERSION = 1;

/** Drafts are saved this long after the last keystroke. */
export const DRAFT_SAVE_DEBOUNCE_MS = 400;
/** Outbox retries back off from 2 s, doubling, up to 2 minutes. */
export const OUTBOX_RETRY_BASE_MS = 2000;
export const OUTBOX_RETRY_MAX_MS = 120_000;
/** The outbox looks for entries whose back-off has passed this often. */
export const OUTBOX_POLL_MS = 5000;
/** Longest wait for an idle moment (browsers without requestIdleCallback wait this long too). */
export const IDLE_TIMEOUT_MS = 2000;
/**
 * Heavy background work (the rest of the offline copy) waits until the page has been idle this long in a row, so
 * it does not slow the page's own start (the outbox, drafts); it waits QUIET_TIMEOUT_MS at the most.
 */
export const QUIET_MS = 1000;
export const QUIET_TIMEOUT_MS = 10_000;
/** A downloaded file's object URL is released this long after the download starts. */
export const DOWNLOAD_URL_LIFETIME_MS = 10_000;

/** Dashboards and Job Pulse: rows per page of every long list. */
export const LIST_PAGE_SIZE = 10;
/** The most rows a list call may ask for in one page. */
export const LIST_PAGE_SIZE_MAX = 50;
/** Openings one job post may offer. */
export const JOB_OPENINGS_MAX = 500;
/** How many recommended jobs the candidate overview shows. */
export const RECOMMENDED_JOBS_LIMIT = 4;
/**
 * How often the student's inbox asks for new notifications while the page is visible (docs/decisions/,
 * "Noticing new notifications"); a hidden tab does not ask, and showing the tab again asks at once.
 */
export const NOTIFICATION_POLL_MS = 30_000;
/** How many events the company overview's recent activity shows. */
export const RECENT_ACTIVITY_LIMIT = 8;
