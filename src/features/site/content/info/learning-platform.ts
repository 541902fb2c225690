import { paths } from '@/lib/routes';
import { pageLink } from '../page-summaries';
import type { InfoContent, Section } from '../types';

/**
 * The page that the learning-platform links open in copies of the portal that have no platform address set (the
 * demo, development): what the platform is and what a candidate does there. Sign-up and sign-in differ in the lead.
 */
const SECTIONS: readonly Section[] = [
  {
    id: 'why-this-page',
    heading: 'Why you are seeing this page',
    blocks: [
      {
        kind: 'callout',
        tone: 'note',
        title: 'This copy of the portal is not connected to a learning platform',
        text: 'The demo and development copies of the portal open this page instead. On the live portal, the same button or link opens the learning platform’s own sign-up or sign-in page in a new tab, and this tab stays where you were.',
      },
    ],
  },
  {
    id: 'what-it-is',
    heading: 'What the learning platform is',
    blocks: [
      {
        kind: 'paragraph',
        text: 'This portal is where you register, keep your profile and resume, and find jobs. The learning platform is a separate site where our courses run. There you find:',
      },
      {
        kind: 'list',
        items: [
          'Course lessons, lab worksheets and assignments, built around tasks you do at work.',
          'Live sessions with instructors for the courses that have them.',
          'Practical assessments and a certificate when you complete a course.',
          'Checkout, where you enrol and where coupon codes are applied.',
        ],
      },
    ],
  },
  {
    id: 'signing-up',
    heading: 'From registration to your first course',
    blocks: [
      {
        kind: 'steps',
        items: [
          {
            title: 'Register on this portal',
            text: 'As a college student, a fresher or a working professional. When registration succeeds, its dialog opens the platform’s sign-up in a new tab.',
          },
          {
            title: 'Sign up on the learning platform',
            text: 'Use the same e-mail address and password as on the portal, so one set of details opens both. The platform keeps its own account.',
          },
          {
            title: 'Enrol in a course',
            text: 'Choose a course and enter a coupon code at checkout if you have one. Later, Continue Learning on your dashboard brings you back to the platform’s sign-in.',
          },
        ],
      },
    ],
  },
  {
    id: 'courses-and-coupons',
    heading: 'Courses and coupons',
    blocks: [
      {
        kind: 'paragraph',
        text: 'You can browse every course on this portal before you enrol, and check a coupon code here first. The discount itself is applied at checkout on the learning platform.',
      },
      {
        kind: 'links',
        items: [
          pageLink(paths.allCourses, 'Every course, by category.'),
          pageLink(paths.coupon, 'Check what a code gives you.'),
        ],
      },
    ],
  },
];

const ACTIONS = [
  { href: paths.home, label: 'Back to the portal' },
  pageLink(paths.courses, 'Featured courses and how our training works.'),
];

function learningPlatformContent(path: string, lead: string): InfoContent {
  return { template: 'info', path, lead, sections: SECTIONS, actions: ACTIONS };
}

export const learningPlatformPage = learningPlatformContent(
  paths.learningPlatform,
  'Our courses run on a separate learning platform. This page explains what happens there: how you sign up with the details of your portal account, and how courses and coupons work.',
);

export const learningPlatformSignUpPage = learningPlatformContent(
  paths.learningPlatformSignUp,
  'After registering on this portal, the next step is an account on the learning platform, where our courses run. Sign up there with the same e-mail address and password you registered with here.',
);

export const learningPlatformSignInPage = learningPlatformContent(
  paths.learningPlatformSignIn,
  'Your courses continue on the learning platform. Sign in there with the e-mail address and password of your portal account; your enrolments and progress are kept on the platform.',
);
