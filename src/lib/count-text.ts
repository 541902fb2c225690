/** A count with its noun, plural unless the count is one: '1 section', '3 sections', '0 open jobs'. */
export const countText = (count: number, noun: string): string => `${count} ${noun}${count === 1 ? '' : 's'}`;
