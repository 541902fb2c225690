import { BRAND } from '@/lib/brand';
import { paths, registerHref } from '@/lib/routes';
import { pageLink } from '../page-summaries';
import type { InfoContent } from '../types';

export const aboutPage: InfoContent = {
  template: 'info',
  path: paths.aboutUs,
  lead: `${BRAND.name} is a skills, jobs and campus-hiring portal for electronics hardware careers. We connect engineering students and job seekers with the companies that build hardware in India, and with the colleges that train them.`,
  sections: [
    {
      id: 'mission',
      heading: 'Our mission',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Hardware companies tell us the same thing year after year: they receive many applications and find few graduates ready for the bench. Students tell us the opposite story: they do not know which skills companies want or where the jobs are. Colleges sit in the middle, asked to fix both problems.',
        },
        {
          kind: 'paragraph',
          text: 'Our mission is to close that gap by making the skills visible: describing each role and its skills in plain words, teaching those skills through practical training, and letting companies hire on what candidates can actually do.',
        },
      ],
    },
    {
      id: 'students',
      heading: 'What we do for students and job seekers',
      blocks: [
        {
          kind: 'list',
          items: [
            'Role pages that explain what PCB designers, firmware developers, integration engineers and other hardware roles do, and how to prepare.',
            'Free guides on bench instruments, PCB design, grounding, cabling and technical drawings.',
            'Practical courses on the learning platform, built around real tasks.',
            'One profile and resume that partner companies can find, and Job Pulse, a list of openings from those companies.',
            'Separate paths for college students, fresh graduates and working professionals.',
          ],
        },
      ],
    },
    {
      id: 'companies',
      heading: 'What we do for companies',
      blocks: [
        {
          kind: 'list',
          items: [
            'Post openings for hardware, embedded, design, product and procurement roles in one place.',
            'Browse candidates by branch, year, skills and college.',
            'Reach colleges with the branches and student strength you need for campus drives.',
            'Help shape training: engineers from partner companies review our guides and skill definitions.',
          ],
        },
      ],
    },
    {
      id: 'colleges',
      heading: 'What we do for colleges',
      blocks: [
        {
          kind: 'list',
          items: [
            'A dashboard for the placement officer with the college’s registered students, open jobs and the companies hiring.',
            'Contacts with companies for industry courses, skill discussions and campus recruitment.',
            'Skill-based training that can run on campus with lab worksheets and faculty development.',
          ],
        },
      ],
    },
    {
      id: 'how-we-work',
      heading: 'How we work',
      blocks: [
        {
          kind: 'list',
          items: [
            'Skills first: we describe roles by the work and the skills, not by buzzwords.',
            'Practical over theoretical: guides and courses end with something you build or measure.',
            'Safety always: every guide that involves instruments or mains explains the safe way first.',
            'Privacy: we use registration details only to run the portal and to connect the people who registered.',
          ],
        },
      ],
    },
  ],
  actions: [
    { href: registerHref('student-college'), label: 'Register as a student' },
    { href: paths.companyForm, label: 'Register your company' },
    { href: paths.collegeForm, label: 'Register your college' },
    pageLink(paths.contactUs),
  ],
};
