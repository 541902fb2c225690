import { BRAND } from '@/lib/brand';
import { paths, registerHref } from '@/lib/routes';
import type { PublicPath } from './page-summaries';
import type { ContentLink, Step } from './types';

interface Audience {
  id: string;
  title: string;
  points: readonly string[];
  cta: ContentLink;
}

/** The home page's words, kept as data like every other public page. */
export const HOME_CONTENT = {
  description: `${BRAND.name}: practical hardware skills, jobs from partner companies and campus hiring for engineering students, colleges and companies in India.`,
  lead: `${BRAND.name} connects engineering students, fresh graduates and working professionals with the hardware companies that hire them and the colleges that train them. Learn the skills, show them, and get hired.`,
  audiences: [
    {
      id: 'students',
      title: 'For students and job seekers',
      points: [
        'Find out what hardware roles involve and which skills they need.',
        'Learn through free guides and practical, lab-based courses.',
        'Keep one profile and resume that partner companies can find.',
        'Apply to openings on Job Pulse from companies that hire freshers.',
      ],
      cta: { href: registerHref('student-college'), label: 'Register as a student' },
    },
    {
      id: 'companies',
      title: 'For companies',
      points: [
        'Post openings for hardware, embedded, design, product and procurement roles.',
        'Browse candidates by branch, year, skills and college.',
        'Reach placement officers for campus drives.',
      ],
      cta: { href: paths.companyForm, label: 'Register your company' },
    },
    {
      id: 'colleges',
      title: 'For colleges',
      points: [
        'Give your placement officer one dashboard of students, open jobs and hiring companies.',
        'Connect with industry for courses, skill discussions and recruitment.',
        'Run skill-based training on campus.',
      ],
      cta: { href: paths.collegeForm, label: 'Register your college' },
    },
  ] satisfies readonly Audience[],
  steps: [
    {
      title: 'Register',
      text: 'Students, colleges and companies each register with a short form and a verified e-mail address.',
    },
    {
      title: 'Build and show skills',
      text: 'Candidates learn with guides and courses and keep their profile current; companies post the roles they need.',
    },
    {
      title: 'Connect',
      text: 'Candidates apply through Job Pulse, companies find candidates, and colleges follow it all from their dashboard.',
    },
  ] satisfies readonly Step[],
  featuredSkills: [
    '/usage-of-dmm',
    '/usage-of-oscilloscope',
    '/practical-pcb-design',
    '/ground-loops',
    '/technical-drawing',
    '/EE-Skill-dictionary-v1',
  ] satisfies readonly PublicPath[],
  moreGuides: { href: paths.resources, label: 'See all guides and role pages' },
} as const;
