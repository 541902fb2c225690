import { courseCategoryLink } from '../course-links';
import { pageLink } from '../page-summaries';
import type { RoleContent } from '../types';

export const integrationEngineerRole: RoleContent = {
  template: 'role',
  path: '/IntegrationEngineer',
  jobRole: 'integration_engineer',
  lead: 'An integration engineer brings the parts of a product together, the boards, firmware, cables, enclosure and software, and makes them work as one system. When something fails at the boundary between teams, the integration engineer finds out why.',
  whatTheRoleDoes: [
    'Each team can test its own part, but many problems only appear when everything is connected: a supply that dips when the motor starts, noise from a cable routed past a relay, a timing assumption firmware and hardware made differently. Integration engineers plan how the system is assembled and tested, run those tests, and lead the debugging.',
    'The role is common in automotive, industrial automation, telecom equipment, defence and aerospace, and medical devices, often under the titles validation, verification or system test engineer.',
  ],
  dayToDay: [
    'Writing test plans from the product requirements.',
    'Bringing up new boards and assembling first systems.',
    'Running functional, environmental and EMC pre-compliance tests.',
    'Building test jigs and automating tests with scripts.',
    'Debugging failures across hardware, firmware and mechanics, and tracking them to closure.',
    'Writing test reports and feeding problems back to the design teams.',
  ],
  coreSkills: [
    {
      term: 'Bench instruments',
      definition:
        'Confident, safe use of multimeters, oscilloscopes, supplies, electronic loads and logic analysers.',
    },
    {
      term: 'System thinking',
      definition: 'Seeing how power, signals, firmware and mechanics affect one another.',
    },
    {
      term: 'Grounding and cabling',
      definition: 'Recognising ground loops, noise coupling and cabling faults.',
    },
    { term: 'Test design', definition: 'Turning requirements into tests with clear pass and fail criteria.' },
    { term: 'Scripting', definition: 'Python to control instruments, log data and automate repeated tests.' },
    {
      term: 'Communication',
      definition: 'Writing clear bug reports and working with several teams at once.',
    },
  ],
  tools: [
    'Multimeter, oscilloscope, programmable power supply, electronic load',
    'Logic analyser and protocol analysers (CAN, UART, Ethernet)',
    'Python with instrument control libraries',
    'Issue trackers and test management tools',
    'Environmental chambers and EMC pre-compliance equipment in larger labs',
  ],
  prepare: [
    pageLink('/usage-of-dmm', 'Safe measurements come first.'),
    pageLink('/usage-of-oscilloscope', 'Probing and triggering to catch faults.'),
    pageLink('/ground-loops', 'The classic integration problem.'),
    pageLink('/cable-types-routing', 'Harnesses that connect the system.'),
    courseCategoryLink('test-measurement', 'Bench instruments, bring-up and EMC pre-compliance.'),
  ],
  entryPath: [
    { title: 'Study', text: 'A B.E. or B.Tech in ECE, EEE or instrumentation; mechatronics also fits well.' },
    {
      title: 'Get lab hours',
      text: 'Spend time in the college lab beyond the syllabus: build systems from several modules and debug them.',
    },
    {
      title: 'Learn to script',
      text: 'Automate a measurement with Python, for example logging a supply voltage over a day.',
    },
    {
      title: 'First job',
      text: 'Typical first titles are Test Engineer, Validation Engineer or Graduate Engineer Trainee (testing).',
    },
    {
      title: 'Grow',
      text: 'Integration engineers become system engineers, test architects or technical leads, because they know the whole product.',
    },
  ],
};
