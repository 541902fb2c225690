import { paths, registerHref } from '@/lib/routes';
import { pageLink } from '../page-summaries';
import type { CatalogueContent } from '../types';

export const coursesPage: CatalogueContent = {
  template: 'catalogue',
  view: 'featured',
  path: paths.courses,
  lead: 'Practical courses for hardware, embedded and product roles. Each course is built around tasks you do at work, ends with a project or practical assessment, and runs on our learning platform.',
  sections: [
    {
      id: 'how-courses-work',
      heading: 'How our courses work',
      blocks: [
        {
          kind: 'table',
          caption: 'Course formats',
          columns: ['Format', 'How it runs', 'Best for'],
          rows: [
            [
              'Self-paced online',
              'Videos, readings and exercises you complete on your own schedule, with mentor reviews of your submissions',
              'Working professionals and students in term time',
            ],
            [
              'Live online',
              'Weekly live sessions with an instructor, recorded, plus assignments between sessions',
              'Learners who want a fixed rhythm and direct questions',
            ],
            [
              'Hybrid with lab days',
              'Online preparation plus lab days at a partner college or our offices, with instruments and kits provided',
              'Skills that need real instruments and boards',
            ],
          ],
        },
        {
          kind: 'paragraph',
          text: 'Every course lists its level, its duration in weeks and the hours per week it needs. Beginner courses assume only what a second-year engineering student knows; intermediate and advanced courses say what you should have done first.',
        },
      ],
    },
    {
      id: 'enrol',
      heading: 'How to enrol',
      blocks: [
        {
          kind: 'steps',
          items: [
            {
              title: 'Register on the portal',
              text: 'Create a student, job-seeker or working-professional account.',
            },
            {
              title: 'Create your learning account',
              text: 'After registering you are sent to the learning platform. Sign up there with the same e-mail and password.',
            },
            {
              title: 'Choose a course',
              text: 'Enrol on the learning platform; apply a coupon code at checkout if you have one.',
            },
          ],
        },
      ],
    },
  ],
  actions: [
    pageLink(paths.allCourses, 'Browse and filter every course.'),
    { href: registerHref('student-college'), label: 'Register as a student' },
    pageLink(paths.coupon, 'Check a coupon code before you enrol.'),
  ],
};
