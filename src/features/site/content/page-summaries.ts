import type { ROLE_PAGE_PATHS, SKILL_PAGE_PATHS } from '@/lib/routes';
import { paths } from '@/lib/routes';

export interface PageSummary {
  title: string;
  description: string;
}

type PublicPath = (typeof SKILL_PAGE_PATHS)[number] | (typeof ROLE_PAGE_PATHS)[number] | string;

/** Title and one-line description of each public page (their full content arrives with the site issue). */
export const PAGE_SUMMARIES: Record<PublicPath, PageSummary> = {
  [paths.aboutUs]: {
    title: 'About Us',
    description: 'Who we are and how we connect students, colleges and companies.',
  },
  [paths.resources]: {
    title: 'Resources',
    description: 'Guides and references for electronics hardware careers.',
  },
  [paths.careers]: { title: 'Careers', description: 'Work with us on skills and campus hiring.' },
  [paths.industries]: { title: 'Industries', description: 'The industries our partner companies hire for.' },
  [paths.contactUs]: { title: 'Contact Us', description: 'Write to us or visit one of our offices.' },
  [paths.courses]: { title: 'Courses', description: 'Practical courses for hardware and embedded roles.' },
  [paths.allCourses]: { title: 'All Courses', description: 'The full course catalogue.' },
  [paths.jobPulse]: { title: 'Job Pulse', description: 'Open jobs from our partner companies.' },
  [paths.subJobPulse]: {
    title: 'Job Pulse: All Openings',
    description: 'Every open job, with search and role filters.',
  },
  [paths.coupon]: { title: 'Course Coupon', description: 'Redeem a course coupon.' },
  '/practical-pcb-design': {
    title: 'Practical PCB Design',
    description: 'From schematic to a board that works first time.',
  },
  '/skill-research-group': {
    title: 'Skill Research Group',
    description: 'How we research the skills industry needs.',
  },
  '/skill-based-training': {
    title: 'Skill-Based Training',
    description: 'Training built around the work itself.',
  },
  '/EE-Skill-dictionary-v1': {
    title: 'EE Skill Dictionary',
    description: 'The skills of electronics engineering, defined.',
  },
  '/signal-generator-usage': {
    title: 'Using a Signal Generator',
    description: 'Waveforms, levels and safe connections.',
  },
  '/usage-of-dmm': {
    title: 'Using a Digital Multimeter',
    description: 'Measure voltage, current and resistance safely.',
  },
  '/usage-of-oscilloscope': {
    title: 'Using an Oscilloscope',
    description: 'Probing, triggering and reading waveforms.',
  },
  '/electro-mechanical': {
    title: 'Electro-Mechanical Design',
    description: 'Where electronics meets enclosures and motion.',
  },
  '/ground-loops': { title: 'Ground Loops', description: 'Why they happen and how to avoid them.' },
  '/cable-types-routing': {
    title: 'Cable Types and Routing',
    description: 'Choosing and routing cables that behave.',
  },
  '/technical-drawing': {
    title: 'Reading Technical Drawings',
    description: 'Views, dimensions and tolerances.',
  },
  '/voltage-current': {
    title: 'Voltage and Current',
    description: 'The basics every hardware engineer relies on.',
  },
  '/Product_Designer': { title: 'Product Designer', description: 'The role, its skills and matching jobs.' },
  '/Procurement_Specialist': {
    title: 'Procurement Specialist',
    description: 'The role, its skills and matching jobs.',
  },
  '/DomainExpert': { title: 'Domain Expert', description: 'The role, its skills and matching jobs.' },
  '/MechDesigner': { title: 'Mechanical Designer', description: 'The role, its skills and matching jobs.' },
  '/PcbDesigner': { title: 'PCB Designer', description: 'The role, its skills and matching jobs.' },
  '/ProductManager': { title: 'Product Manager', description: 'The role, its skills and matching jobs.' },
  '/IntegrationEngineer': {
    title: 'Integration Engineer',
    description: 'The role, its skills and matching jobs.',
  },
  '/FirmwareDeveloper': {
    title: 'Firmware Developer',
    description: 'The role, its skills and matching jobs.',
  },
};
