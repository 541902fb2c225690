/** A founding member's id: stable, so a decision they made stays theirs when a row is later written for them. */
export const foundingMemberId = (accountId: string, email: string) => `founder:${accountId}:${email}`;
