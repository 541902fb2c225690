import { BRAND } from '@/lib/brand';
import { paths } from '@/lib/routes';
import type { ContentLink, RolePath, SkillPath } from './types';

export interface PageSummary {
  /** The page's h1, the start of its tab title, and the label of every link to it. */
  title: string;
  /** The meta description: what a search result or a shared link says about the page. */
  description: string;
}

type InfoPath =
  | typeof paths.aboutUs
  | typeof paths.resources
  | typeof paths.careers
  | typeof paths.industries
  | typeof paths.contactUs;
type CataloguePath = typeof paths.courses | typeof paths.allCourses | typeof paths.coupon;
type LearningPlatformPath =
  typeof paths.learningPlatform | typeof paths.learningPlatformSignUp | typeof paths.learningPlatformSignIn;
/** Job Pulse pages belong to the jobs feature; the site only names them. */
type JobPulsePath = typeof paths.jobPulse | typeof paths.subJobPulse;
export type PublicPath =
  InfoPath | CataloguePath | LearningPlatformPath | SkillPath | RolePath | JobPulsePath;

/** Title and description of every public page: one place, read by pages, links and search engines. */
export const PAGE_SUMMARIES: Record<PublicPath, PageSummary> = {
  [paths.aboutUs]: {
    title: 'About Us',
    description:
      'Why we built a portal that links engineering students, colleges and hardware companies, and what it does for each of them.',
  },
  [paths.resources]: {
    title: 'Resources',
    description:
      'Free guides for electronics hardware careers: bench instruments, PCB design, grounding, cabling, drawings, role guides and an EE glossary.',
  },
  [paths.careers]: {
    title: 'Careers',
    description:
      'Work with us on skills training and campus hiring: how we work, the roles we are hiring for and how to apply.',
  },
  [paths.industries]: {
    title: 'Industries',
    description:
      'The industries our partner companies hire for, from consumer electronics and EVs to medical devices, and the roles each one needs.',
  },
  [paths.contactUs]: {
    title: 'Contact Us',
    description: `E-mail the right team or visit our offices in ${BRAND.offices.map((office) => office.city).join(' and ')}. Students, colleges and companies welcome.`,
  },
  [paths.courses]: {
    title: 'Courses',
    description:
      'Practical courses for hardware, embedded and product roles: featured courses, categories and how our lab-based training works.',
  },
  [paths.allCourses]: {
    title: 'All Courses',
    description:
      'The full course catalogue: PCB design, embedded firmware, test and measurement, mechanical design, product and procurement.',
  },
  [paths.jobPulse]: { title: 'Job Pulse', description: 'Open jobs from our partner companies.' },
  [paths.subJobPulse]: {
    title: 'Job Pulse: All Openings',
    description: 'Every open job, with search and role filters.',
  },
  [paths.coupon]: {
    title: 'Course Coupon',
    description:
      'Check a course coupon code and learn how to redeem it for a discount on our courses on the learning platform.',
  },
  [paths.learningPlatform]: {
    title: 'The Learning Platform',
    description:
      'Where our courses run: what the learning platform is, signing up with your portal e-mail and password, courses and coupons.',
  },
  [paths.learningPlatformSignUp]: {
    title: 'Sign Up on the Learning Platform',
    description:
      'After registering, create your learning platform account with the same e-mail and password, then enrol in courses and use coupons.',
  },
  [paths.learningPlatformSignIn]: {
    title: 'Sign In to the Learning Platform',
    description:
      'Continue your courses: sign in to the learning platform with the e-mail address and password of your portal account.',
  },
  '/practical-pcb-design': {
    title: 'Practical PCB Design',
    description:
      'From schematic to a board that works first time: footprints, stack-up, placement, trace widths, design rules and release checks.',
  },
  '/skill-research-group': {
    title: 'Skill Research Group',
    description:
      'How engineers, faculty and students study the skills hardware companies hire for, and how you can take part.',
  },
  '/skill-based-training': {
    title: 'Skill-Based Training',
    description:
      'Training built around real engineering tasks: the lab format, the four skill levels, practical assessment and how to join.',
  },
  '/EE-Skill-dictionary-v1': {
    title: 'EE Skill Dictionary',
    description:
      'A glossary of electronics engineering terms every hardware student should know: circuits, measurement, PCBs, firmware and more.',
  },
  '/signal-generator-usage': {
    title: 'Using a Signal Generator',
    description:
      'Set waveform, frequency, amplitude and offset, understand 50 ohm and high-Z loads, and test a filter with a signal generator.',
  },
  '/usage-of-dmm': {
    title: 'Using a Digital Multimeter',
    description:
      'Measure voltage, current, resistance and continuity safely: CAT ratings, probe handling, ranges, accuracy and common mistakes.',
  },
  '/usage-of-oscilloscope': {
    title: 'Using an Oscilloscope',
    description:
      'Probing, triggering and reading waveforms: 10x probe compensation, ground-clip hazards, bandwidth and a first measurement.',
  },
  '/electro-mechanical': {
    title: 'Electro-Mechanical Design',
    description:
      'Where electronics meets enclosures and motion: IP ratings, PCB mounting, connectors, motors, relays, heat and vibration.',
  },
  '/ground-loops': {
    title: 'Ground Loops',
    description:
      'Why ground loops cause hum and noise, how to find them on the bench, and the fixes that work without removing safety earth.',
  },
  '/cable-types-routing': {
    title: 'Cable Types and Routing',
    description:
      'Choose the right cable for power, analog, digital and RF signals, terminate shields, and route with proper bend radius.',
  },
  '/technical-drawing': {
    title: 'Reading Technical Drawings',
    description:
      'Read engineering drawings: title blocks, first- and third-angle views, line types, dimensions, tolerances, fits and GD&T.',
  },
  '/voltage-current': {
    title: 'Voltage and Current',
    description:
      'The basics every hardware engineer relies on: voltage, current, resistance, Ohm’s law, power, series and parallel circuits.',
  },
  '/Product_Designer': {
    title: 'Product Designer',
    description:
      'What a product designer of electronic devices does, the skills and tools of the role, how to prepare, and matching jobs.',
  },
  '/Procurement_Specialist': {
    title: 'Procurement Specialist',
    description:
      'What an electronics procurement specialist does: sourcing, BOM costing, lifecycle risk, the skills needed and matching jobs.',
  },
  '/DomainExpert': {
    title: 'Domain Expert',
    description:
      'What a domain expert brings to a hardware team, how engineers build deep domain knowledge, and matching jobs.',
  },
  '/MechDesigner': {
    title: 'Mechanical Designer',
    description:
      'What a mechanical designer of electronic products does: enclosures, drawings, tolerances, tools, entry path and matching jobs.',
  },
  '/PcbDesigner': {
    title: 'PCB Designer',
    description:
      'What a PCB designer does from schematic to Gerbers, the skills and tools of the role, how to start in India, and matching jobs.',
  },
  '/ProductManager': {
    title: 'Product Manager',
    description:
      'What a hardware product manager does: requirements, cost, certification and launch, the skills of the role and matching jobs.',
  },
  '/IntegrationEngineer': {
    title: 'Integration Engineer',
    description:
      'What an integration engineer does: bring-up, system tests and debugging across hardware, firmware and mechanics; matching jobs.',
  },
  '/FirmwareDeveloper': {
    title: 'Firmware Developer',
    description:
      'What a firmware developer does on microcontrollers: drivers, RTOS, protocols and debugging, how to prepare, and matching jobs.',
  },
};

export function isPublicPath(path: string): path is PublicPath {
  return Object.hasOwn(PAGE_SUMMARIES, path);
}

/** A link to a public page, labelled with that page's title so link text never drifts from the page. */
export function pageLink(path: PublicPath, note?: string): ContentLink {
  return { href: path, label: PAGE_SUMMARIES[path].title, ...(note ? { note } : {}) };
}
