import { UPLOAD_MAX_BYTES } from '../constants';

/**
 * Every upload's size rule (a resume, an offer letter): smaller than the limit, as the spec words the resume's
 * ("under 5 MB (5242880 bytes)"). The form, the contract and the mock all ask this.
 */
export const fitsUploadLimit = (bytes: number) => bytes < UPLOAD_MAX_BYTES;

/** The rule in words, for hints and messages: 'smaller than 5 MB'. */
export const UPLOAD_LIMIT_TEXT = `smaller than ${UPLOAD_MAX_BYTES / (1024 * 1024)} MB`;
