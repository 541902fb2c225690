/**
 * The keys people's identifiers are compared by, everywhere (the client, the batch rules, the mock's accounts and
 * season): two spellings that mean the same person give the same key.
 */

/** An e-mail address: 'Ananya@Example.com ' and 'ananya@example.com' are one address in practice. */
export const emailKey = (email: string) => email.trim().toLowerCase();

/** A roll number: '21cs001' and '21CS001' are one student. */
export const rollKey = (rollNumber: string) => rollNumber.trim().toUpperCase();
