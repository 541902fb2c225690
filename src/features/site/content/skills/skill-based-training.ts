import { BRAND } from '@/lib/brand';
import { paths, registerHref } from '@/lib/routes';
import { courseCategoryLink } from '../course-links';
import { mailtoHref } from '../mailto';
import { pageLink } from '../page-summaries';
import type { ArticleContent } from '../types';

const [, collegeContact] = BRAND.contactEmails;

export const skillBasedTrainingArticle: ArticleContent = {
  template: 'article',
  path: '/skill-based-training',
  lead: 'Skill-based training is built around the tasks engineers do at work rather than around chapters of a textbook. Every module ends with something you make, measure or fix, and you are assessed on doing it. This page explains the format, the skill levels we use, and how students and colleges can take part.',
  audience: 'Students who want job-ready skills, and colleges that want to run practical training on campus.',
  sections: [
    {
      id: 'why',
      heading: 'Why train around tasks',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Hiring managers rarely ask whether a graduate can define a term. They ask whether the graduate can bring up a board, probe a signal without damaging anything, read a drawing or write a driver. Those abilities come from practice with feedback, so that is what the training is built on.',
        },
        {
          kind: 'list',
          items: [
            'Short theory, only what the task needs, just before you need it.',
            'Real instruments, real boards and real tools, not only simulations.',
            'Mistakes made safely in the lab, with a mentor to explain them.',
            'A portfolio of finished work you can show in interviews.',
          ],
        },
      ],
    },
    {
      id: 'format',
      heading: 'How a module runs',
      blocks: [
        {
          kind: 'steps',
          items: [
            {
              title: 'Brief',
              text: 'A short video or reading sets out the task and the one or two ideas you need for it.',
            },
            {
              title: 'Guided lab',
              text: 'You do the task step by step with a worksheet, online or on a lab day, with a mentor available.',
            },
            {
              title: 'Independent task',
              text: 'You repeat a variant of the task on your own, for example measuring a different filter or writing a driver for a different sensor.',
            },
            {
              title: 'Review',
              text: 'A mentor reviews your result and your method, and tells you what to improve.',
            },
          ],
        },
      ],
    },
    {
      id: 'levels',
      heading: 'The four skill levels',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Each skill in the EE Skill Dictionary is assessed on the same four-level scale, so students, colleges and companies mean the same thing when they say someone "knows" a skill.',
        },
        {
          kind: 'table',
          caption: 'Skill levels',
          columns: ['Level', 'Name', 'What it means'],
          rows: [
            ['1', 'Aware', 'Can explain what the skill is for and recognise it being used.'],
            ['2', 'Assisted', 'Can do the task with a guide or a mentor, and does it safely.'],
            ['3', 'Independent', 'Can do the task alone, check the result and explain the method.'],
            [
              '4',
              'Can teach',
              'Can diagnose other people’s mistakes and adapt the method to new situations.',
            ],
          ],
        },
        {
          kind: 'paragraph',
          text: 'Most fresher roles expect level 3 in the core skills of the role and level 2 in the neighbouring ones. The role pages list the core skills for each role.',
        },
      ],
    },
    {
      id: 'assessment',
      heading: 'Assessment and certificates',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Assessment is practical: you are given a task similar to the ones in the module and a time limit, and an assessor checks the result and asks you to explain your method. Passing records the level you reached for each skill in the module. The certificate lists those skills and levels, not just a course title.',
        },
        {
          kind: 'callout',
          tone: 'safety',
          title: 'Safety is part of every assessment',
          text: 'In any assessment with instruments or mains-powered equipment, an unsafe action such as measuring current across a supply or clipping a scope ground to a live node ends the attempt. You can retake it after reviewing the safety material.',
        },
      ],
    },
    {
      id: 'join',
      heading: 'How to take part',
      blocks: [
        {
          kind: 'heading',
          text: 'Students',
        },
        {
          kind: 'steps',
          items: [
            { title: 'Register on the portal', text: 'Create your student or job-seeker account.' },
            {
              title: 'Pick a course',
              text: 'Start with a beginner course in the area of the role you want.',
            },
            {
              title: 'Complete the labs',
              text: 'Work through each module and keep your results as a portfolio.',
            },
            {
              title: 'Take the assessment',
              text: 'Book a practical assessment when your mentor says you are ready.',
            },
          ],
        },
        {
          kind: 'heading',
          text: 'Colleges',
        },
        {
          kind: 'paragraph',
          text: 'Colleges can run skill-based training on campus as a value-added course. We provide lab worksheets, a short faculty development programme and the assessment, and can advise on the instruments and kits a lab needs. Placement officers can then see their students’ skill levels in the college dashboard.',
        },
        {
          kind: 'links',
          items: [
            { href: registerHref('student-college'), label: 'Register as a student' },
            { href: paths.collegeForm, label: 'Register your college' },
            {
              href: mailtoHref(collegeContact.email, 'Skill-based training on campus'),
              label: `E-mail ${collegeContact.email} about campus training`,
            },
          ],
        },
      ],
    },
  ],
  related: [
    pageLink('/courses', 'Featured courses and categories.'),
    courseCategoryLink('test-measurement', 'A good first course area for most roles.'),
    pageLink('/skill-research-group', 'Where the exercises come from.'),
    pageLink('/EE-Skill-dictionary-v1', 'The skills the levels apply to.'),
  ],
};
