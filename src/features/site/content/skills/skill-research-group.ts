import { BRAND } from '@/lib/brand';
import { paths, registerHref } from '@/lib/routes';
import { mailtoHref } from '../mailto';
import { pageLink } from '../page-summaries';
import type { ArticleContent } from '../types';

const [generalEnquiries] = BRAND.contactEmails;

export const skillResearchGroupArticle: ArticleContent = {
  template: 'article',
  path: '/skill-research-group',
  lead: 'The Skill Research Group is a standing group of industry engineers, faculty members and students who study what hardware companies actually need from new engineers, and turn the answers into the guides, the skill dictionary and the courses on this portal.',
  audience:
    'Students, faculty members and practising engineers who want to shape how hardware skills are taught.',
  sections: [
    {
      id: 'what-it-does',
      heading: 'What the group does',
      blocks: [
        {
          kind: 'list',
          items: [
            'Reads job descriptions posted by partner companies and records which skills, tools and levels they ask for, role by role.',
            'Interviews hiring managers after campus drives about where new hires were strong and where they needed help.',
            'Maintains the EE Skill Dictionary, so that students, colleges and companies use the same words for the same skills.',
            'Designs lab exercises and practical assessments for skill-based training, and tests them with student volunteers before they are used in courses.',
            'Writes and reviews the free guides in the resources section.',
          ],
        },
      ],
    },
    {
      id: 'how-it-works',
      heading: 'How the work is organised',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The group works in semester-long cycles. Each cycle picks a few themes, for example bench measurement skills or firmware debugging, and forms a small team for each: one industry mentor, one faculty member and three to five students.',
        },
        {
          kind: 'steps',
          items: [
            {
              title: 'Collect',
              text: 'The team gathers evidence: job posts, interviews, and observations from labs and internships.',
            },
            {
              title: 'Define',
              text: 'It writes or revises entries in the skill dictionary and the expected level for each role.',
            },
            { title: 'Build', text: 'It drafts a guide or a lab exercise that teaches the skill.' },
            {
              title: 'Try out',
              text: 'Student volunteers work through the draft; the team watches where they get stuck and revises.',
            },
            {
              title: 'Publish',
              text: 'Reviewed material is published on the portal and feeds into courses.',
            },
          ],
        },
      ],
    },
    {
      id: 'take-part',
      heading: 'How to take part',
      blocks: [
        {
          kind: 'heading',
          text: 'Students',
        },
        {
          kind: 'paragraph',
          text: 'Second-year students and above from any engineering branch can apply to join a cycle as student researchers. Expect about four hours a week for one semester, mostly online, with one or two lab sessions. You will read real job posts, help write guides and test lab exercises, and you receive a certificate of contribution and a reference from your mentor.',
        },
        {
          kind: 'heading',
          text: 'Faculty members',
        },
        {
          kind: 'paragraph',
          text: 'Faculty members can join as theme co-leads, bring their students into a cycle, or run a draft lab exercise in their own college lab and report back.',
        },
        {
          kind: 'heading',
          text: 'Industry engineers',
        },
        {
          kind: 'paragraph',
          text: 'Engineers from partner companies mentor a theme, review guides for accuracy, or give a one-hour interview about the skills their team hires for.',
        },
        {
          kind: 'steps',
          items: [
            {
              title: 'Register on the portal',
              text: 'Students register with their college details; faculty members through their college’s registration.',
            },
            {
              title: 'Write to us',
              text: 'Send a short e-mail about your background and the theme that interests you, with "Skill Research Group" in the subject.',
            },
            {
              title: 'Have a short call',
              text: 'We talk about the current themes and match you with a team before the next cycle starts.',
            },
          ],
        },
        {
          kind: 'links',
          items: [
            {
              href: registerHref('student-college'),
              label: 'Register as a student',
              note: 'Needed before you join a cycle.',
            },
            {
              href: paths.collegeForm,
              label: 'Register your college',
              note: 'For faculty members and placement officers.',
            },
            {
              href: mailtoHref(generalEnquiries.email, 'Skill Research Group'),
              label: `E-mail ${generalEnquiries.email}`,
              note: 'Tell us about yourself and the theme you would like to work on.',
            },
          ],
        },
      ],
    },
  ],
  related: [
    pageLink('/EE-Skill-dictionary-v1', 'The shared vocabulary the group maintains.'),
    pageLink('/skill-based-training', 'How the group’s work becomes training.'),
    pageLink('/resources', 'All free guides.'),
  ],
};
