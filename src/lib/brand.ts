/** Facts about the provider shown in the header, footer and contact page: one place for each. */
export const BRAND = {
  name: 'Campus Pulse',
  tagline: 'Skills, jobs and campus hiring in one place',
  contactEmails: [
    { label: 'General enquiries', email: 'hello@campuspulse.in' },
    { label: 'Colleges and placements', email: 'placements@campuspulse.in' },
    { label: 'Companies and hiring', email: 'partners@campuspulse.in' },
  ],
  supportEmail: 'support@campuspulse.in',
  /** Job applications to the provider itself (the careers page). */
  careersEmail: 'careers@campuspulse.in',
  offices: [
    {
      city: 'Bengaluru',
      lines: ['2nd Floor, 14 Infantry Road', 'Shivajinagar, Bengaluru 560001', 'Karnataka'],
    },
    { city: 'Pune', lines: ['Office 6, 88 Baner Road', 'Baner, Pune 411045', 'Maharashtra'] },
  ],
  social: [
    { label: 'LinkedIn', href: 'https://www.linkedin.com/' },
    { label: 'YouTube', href: 'https://www.youtube.com/' },
    { label: 'Instagram', href: 'https://www.instagram.com/' },
  ],
} as const;
