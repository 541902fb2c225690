import { BRAND } from '@/lib/brand';
import { paths } from '@/lib/routes';
import { mailtoHref } from '../mailto';
import { pageLink } from '../page-summaries';
import type { InfoContent } from '../types';

const officeCities = BRAND.offices.map((office) => office.city).join(' or ');

export const careersPage: InfoContent = {
  template: 'info',
  path: paths.careers,
  lead: `${BRAND.name} is a small team of engineers, educators and developers who want more Indian graduates to start good hardware careers. If that matters to you too, we would like to hear from you.`,
  sections: [
    {
      id: 'working-here',
      heading: 'Working with us',
      blocks: [
        {
          kind: 'list',
          items: [
            `Our teams work from our offices in ${officeCities}, with two days a week from home for roles that allow it.`,
            'Everyone spends time with our users: visiting colleges, sitting in on labs and talking to hiring managers.',
            'We write things down, review each other’s work and prefer small, frequent improvements.',
            'We pay for one course or conference a year for every team member, and lab time is part of the job for engineering roles.',
          ],
        },
      ],
    },
    {
      id: 'open-roles',
      heading: 'Open roles',
      blocks: [
        { kind: 'heading', text: 'Lab Content Engineer (Electronics)' },
        {
          kind: 'paragraph',
          text: `Full time, ${officeCities}. You write and test the guides, lab worksheets and practical assessments used in skill-based training, and run pilot sessions with students. You need a degree in ECE or EEE, two or more years of bench experience with instruments and board bring-up, and clear written English.`,
        },
        { kind: 'heading', text: 'Frontend Engineer (React and TypeScript)' },
        {
          kind: 'paragraph',
          text: 'Full time, hybrid. You build the portal students, colleges and companies use every day, with care for accessibility and slow mobile connections. You need experience with React and TypeScript in production, and an interest in forms, offline use and testing.',
        },
        { kind: 'heading', text: 'College Partnerships Manager' },
        {
          kind: 'paragraph',
          text: 'Full time, with regular travel. You build relationships with placement officers and faculty, set up campus training programmes and help colleges use their dashboard. You need three or more years in college relations, training or placements, and an engineering background is a plus.',
        },
        { kind: 'heading', text: 'Industry Partnerships Associate' },
        {
          kind: 'paragraph',
          text: 'Full time. You help hardware companies post roles, plan campus drives and find candidates, and bring their feedback to our content team. Fresh engineering graduates with strong communication skills are welcome to apply.',
        },
      ],
    },
    {
      id: 'how-to-apply',
      heading: 'How to apply',
      blocks: [
        {
          kind: 'steps',
          items: [
            {
              title: 'Send an e-mail',
              text: `Write to ${BRAND.careersEmail} with the role title in the subject. Attach your CV and, for engineering roles, a link to something you built.`,
            },
            {
              title: 'A first conversation',
              text: 'A 30-minute call with the hiring manager about the role and your experience.',
            },
            {
              title: 'A practical exercise',
              text: 'A short task close to the real work, such as writing a lab worksheet or building a small feature, discussed with the team.',
            },
            {
              title: 'Meet the team',
              text: 'Meet two or three future colleagues, then we make a decision within a week.',
            },
          ],
        },
        {
          kind: 'links',
          items: [
            {
              href: mailtoHref(BRAND.careersEmail, 'Application'),
              label: `Apply by e-mail to ${BRAND.careersEmail}`,
              note: 'Put the role title in the subject line.',
            },
            pageLink(
              paths.jobPulse,
              'Looking for a job at a hardware company instead? See the openings from our partners.',
            ),
          ],
        },
        {
          kind: 'callout',
          tone: 'note',
          title: 'We never charge for applications',
          text: `We do not ask candidates for fees at any stage. Messages that offer a job at ${BRAND.name} in exchange for payment are not from us.`,
        },
      ],
    },
  ],
};
