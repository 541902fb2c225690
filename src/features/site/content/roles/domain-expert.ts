import { courseCategoryLink } from '../course-links';
import { pageLink } from '../page-summaries';
import type { RoleContent } from '../types';

export const domainExpertRole: RoleContent = {
  template: 'role',
  path: '/DomainExpert',
  jobRole: 'domain_expert',
  lead: 'A domain expert knows one application area deeply, such as power electronics, automotive systems, medical devices, energy metering or industrial automation, and makes sure a product team builds what that domain really needs and what its standards require.',
  whatTheRoleDoes: [
    'General engineering skill builds a working circuit; domain knowledge decides whether it is the right circuit for a solar inverter, a vehicle or a hospital. Domain experts write and review requirements, interpret standards, review designs for domain-specific risks, and talk to customers in their own language.',
    'This is rarely a first job. Engineers become domain experts after several years in one industry, but the habit of going deep starts in college, with a focused final-year project and a specialisation.',
  ],
  dayToDay: [
    'Writing and reviewing product requirements with customers and product managers.',
    'Interpreting standards and regulations and planning certification.',
    'Reviewing designs and test results for domain-specific risks.',
    'Supporting sales and customers with technical answers.',
    'Training engineers in the team on the domain.',
    'Following new technology and regulations in the field.',
  ],
  coreSkills: [
    {
      term: 'Deep domain knowledge',
      definition:
        'How systems in the field work, fail and are used, for example motor drives or patient monitors.',
    },
    {
      term: 'Standards and regulation',
      definition:
        'The standards that apply (for example IEC safety standards, automotive AIS standards, or medical device rules) and how compliance is shown.',
    },
    {
      term: 'Systems engineering',
      definition: 'Turning customer needs into measurable requirements and tracing them to tests.',
    },
    { term: 'Analysis', definition: 'Modelling and simulation to check a design before it is built.' },
    {
      term: 'Communication',
      definition: 'Explaining domain constraints to engineers and technical trade-offs to customers.',
    },
  ],
  tools: [
    'Simulation tools for the domain, such as MATLAB and Simulink, PLECS or LTspice',
    'Requirements management tools',
    'Standards documents and test reports',
    'Lab equipment specific to the domain, such as power analysers',
  ],
  prepare: [
    pageLink('/industries', 'The industries partner companies hire for.'),
    pageLink('/electro-mechanical', 'The physical side of most domains.'),
    pageLink('/ground-loops', 'A problem every domain meets.'),
    courseCategoryLink('test-measurement', 'Includes EMC pre-compliance testing.'),
  ],
  entryPath: [
    {
      title: 'Study',
      text: 'A B.E. or B.Tech in EEE, ECE, instrumentation or mechanical engineering; an M.Tech in a specialisation such as power electronics helps.',
    },
    {
      title: 'Choose a domain early',
      text: 'Pick a domain for your final-year project and internships, and read its standards and application notes.',
    },
    {
      title: 'Start in a core role',
      text: 'Begin as a hardware, firmware, test or application engineer in a company in that domain.',
    },
    {
      title: 'Go deep',
      text: 'After a few years of projects, customer visits and certification work, engineers take on domain expert, application specialist or system architect roles.',
    },
  ],
};
