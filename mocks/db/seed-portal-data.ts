import type { JobRole } from '@/lib/options/company';
import type { ApplicationStatus } from '@/lib/options/jobs';
import type { CandidateType } from '@/lib/user-types';

/**
 * The demo content behind the dashboards: companies with jobs across the spec's roles, candidates across
 * colleges (a dozen at the demo college, with its name spelled several ways), and some applications.
 */

export interface SeedCompany {
  id: string;
  name: string;
  contact: string;
  emails: [string, string];
  website: string;
  address: string;
  employees: string;
}

/** 'acc-company' is the demo company of seed.ts (lead@example.com / hr@example.com). */
export const SEED_COMPANIES: readonly SeedCompany[] = [
  {
    id: 'acc-company',
    name: 'Voltline Embedded Systems',
    contact: 'Vikram Shetty',
    emails: ['lead@example.com', 'hr@example.com'],
    website: 'https://voltline.example.com',
    address: 'Electronic City Phase 1, Bengaluru',
    employees: '51-100',
  },
  {
    id: 'acc-co-brightcircuit',
    name: 'Brightcircuit Labs',
    contact: 'Neha Joshi',
    emails: ['lead@brightcircuit.example.com', 'hr@brightcircuit.example.com'],
    website: 'https://brightcircuit.example.com',
    address: 'Hinjewadi, Pune',
    employees: '26-50',
  },
  {
    id: 'acc-co-kaveri',
    name: 'Kaveri Power Electronics',
    contact: 'Suresh Gowda',
    emails: ['lead@kaveripower.example.com', 'hr@kaveripower.example.com'],
    website: 'https://kaveripower.example.com',
    address: 'Hebbal Industrial Area, Mysuru',
    employees: '100+',
  },
  {
    id: 'acc-co-northstar',
    name: 'Northstar Medical Devices',
    contact: 'Farah Siddiqui',
    emails: ['lead@northstarmed.example.com', 'hr@northstarmed.example.com'],
    website: 'https://northstarmed.example.com',
    address: 'Genome Valley, Hyderabad',
    employees: '51-100',
  },
  {
    id: 'acc-co-indus',
    name: 'Indus Mechatronics',
    contact: 'Karthik Raman',
    emails: ['lead@indusmech.example.com', 'hr@indusmech.example.com'],
    website: 'https://indusmech.example.com',
    address: 'Peelamedu, Coimbatore',
    employees: '100+',
  },
  {
    id: 'acc-co-deccan',
    name: 'Deccan Product Studio',
    contact: 'Ira Kapoor',
    emails: ['lead@deccanstudio.example.com', 'hr@deccanstudio.example.com'],
    website: 'https://deccanstudio.example.com',
    address: 'Indiranagar, Bengaluru',
    employees: '1-25',
  },
];

export interface SeedJob {
  id: string;
  companyId: string;
  role: JobRole;
  title: string;
  description: string;
  salary?: [number, number];
  location: string;
  openings: number;
  /** Days before the seed date it was posted, and days after it that it closes. */
  postedDaysAgo: number;
  closesInDays: number;
  closed?: boolean;
}

const job = (
  id: string,
  companyId: string,
  role: JobRole,
  title: string,
  location: string,
  description: string,
  extra: Partial<SeedJob> = {},
): SeedJob => ({
  id,
  companyId,
  role,
  title,
  location,
  description,
  openings: 2,
  postedDaysAgo: 5,
  closesInDays: 30,
  ...extra,
});

const VOLTLINE = 'acc-company';
export const SEED_JOBS: readonly SeedJob[] = [
  job(
    'job-001',
    VOLTLINE,
    'embedded_developer',
    'Embedded Software Engineer',
    'Bengaluru',
    'Write C firmware for battery-management boards on ARM Cortex-M; bring up new hardware with the hardware team.',
    { salary: [6, 10], openings: 3, postedDaysAgo: 2 },
  ),
  job(
    'job-002',
    VOLTLINE,
    'pcb_designer',
    'PCB Layout Engineer',
    'Bengaluru',
    'Lay out four- and six-layer mixed-signal boards in KiCad and Altium; own DFM reviews with our fabricators.',
    { salary: [5, 8], postedDaysAgo: 4 },
  ),
  job(
    'job-003',
    VOLTLINE,
    'hardware_engineer',
    'Hardware Design Engineer',
    'Bengaluru',
    'Design power stages and sensor front ends for industrial controllers, from schematic to validation.',
    { salary: [7, 12], postedDaysAgo: 7 },
  ),
  job(
    'job-004',
    VOLTLINE,
    'firmware_developer',
    'Firmware Developer - Bootloaders',
    'Bengaluru',
    'Secure bootloaders and over-the-air updates for our gateway products.',
    { salary: [8, 15], openings: 1, postedDaysAgo: 10 },
  ),
  job(
    'job-005',
    VOLTLINE,
    'integration_engineer',
    'Systems Integration Engineer',
    'Bengaluru (on-site)',
    'Integrate boards, enclosures and firmware into shippable products; run system tests.',
    { salary: [6, 9], postedDaysAgo: 12 },
  ),
  job(
    'job-006',
    VOLTLINE,
    'product_architect',
    'Product Architect (Power Electronics)',
    'Bengaluru',
    'Set the architecture of our next controller family and lead design reviews.',
    { salary: [15, 30], openings: 1, postedDaysAgo: 40, closed: true },
  ),
  job(
    'job-007',
    'acc-co-brightcircuit',
    'pcb_designer',
    'Junior PCB Designer',
    'Pune',
    'Two-layer and four-layer boards for consumer IoT devices, with mentoring from senior designers.',
    { salary: [3, 5], openings: 4, postedDaysAgo: 1 },
  ),
  job(
    'job-008',
    'acc-co-brightcircuit',
    'embedded_developer',
    'IoT Firmware Intern-to-Hire',
    'Pune',
    'Six months on ESP32 and nRF52 firmware, then a full-time offer for good work.',
    { salary: [2, 4], openings: 5, postedDaysAgo: 3 },
  ),
  job(
    'job-009',
    'acc-co-brightcircuit',
    'product_manager',
    'Associate Product Manager - Smart Home',
    'Pune',
    'Own the roadmap of two smart-home sensors with engineering and sales.',
    { salary: [9, 14], openings: 1, postedDaysAgo: 9 },
  ),
  job(
    'job-010',
    'acc-co-brightcircuit',
    'procurement_specialist',
    'Electronics Procurement Specialist',
    'Pune',
    'Source components, manage alternates and negotiate with distributors for production builds.',
    { salary: [4, 7], postedDaysAgo: 6 },
  ),
  job(
    'job-011',
    'acc-co-kaveri',
    'hardware_engineer',
    'Power Electronics Engineer',
    'Mysuru',
    'Design inverters and DC-DC converters for solar and EV chargers; lab testing and thermal design.',
    { salary: [6, 12], openings: 3, postedDaysAgo: 2 },
  ),
  job(
    'job-012',
    'acc-co-kaveri',
    'domain_expert',
    'Domain Expert - EV Charging Standards',
    'Mysuru',
    'Guide product teams on IEC 61851, OCPP and Bharat charger standards.',
    { salary: [18, 30], openings: 1, postedDaysAgo: 14 },
  ),
  job(
    'job-013',
    'acc-co-kaveri',
    'mechanical_designer',
    'Mechanical Design Engineer - Enclosures',
    'Mysuru',
    'Sheet-metal and cast enclosures for outdoor chargers; IP ratings and thermal paths.',
    { salary: [5, 9], postedDaysAgo: 8 },
  ),
  job(
    'job-014',
    'acc-co-kaveri',
    'integration_engineer',
    'Field Integration Engineer',
    'Mysuru and travel',
    'Commission chargers on site and feed field issues back to design.',
    { salary: [4, 6], openings: 2, postedDaysAgo: 20, closesInDays: 10 },
  ),
  job(
    'job-015',
    'acc-co-northstar',
    'hardware_engineer',
    'Analog Front-End Engineer',
    'Hyderabad',
    'Low-noise biopotential front ends for patient monitors; design for IEC 60601.',
    { salary: [10, 18], openings: 1, postedDaysAgo: 5 },
  ),
  job(
    'job-016',
    'acc-co-northstar',
    'firmware_developer',
    'Firmware Engineer - Medical Devices',
    'Hyderabad',
    'Safety-critical firmware under IEC 62304 with unit tests and traceability.',
    { salary: [8, 14], postedDaysAgo: 11 },
  ),
  job(
    'job-017',
    'acc-co-northstar',
    'product_designer',
    'Industrial Designer - Wearables',
    'Hyderabad',
    'Shape wearable monitors patients actually keep on: form studies, CMF and user testing.',
    { salary: [7, 12], openings: 1, postedDaysAgo: 16 },
  ),
  job(
    'job-018',
    'acc-co-northstar',
    'domain_expert',
    'Regulatory Domain Expert',
    'Hyderabad (hybrid)',
    'Lead CDSCO and CE submissions for our device portfolio.',
    { salary: [20, 35], openings: 1, postedDaysAgo: 50, closed: true },
  ),
  job(
    'job-019',
    'acc-co-indus',
    'mechanical_designer',
    'Design Engineer - Automation Cells',
    'Coimbatore',
    'Design fixtures and robot cells in SolidWorks; release drawings with GD&T.',
    { salary: [4, 8], openings: 3, postedDaysAgo: 3 },
  ),
  job(
    'job-020',
    'acc-co-indus',
    'integration_engineer',
    'Controls Integration Engineer',
    'Coimbatore',
    'PLC, drives and sensors wired into working machines; commissioning at customer plants.',
    { salary: [5, 9], postedDaysAgo: 7 },
  ),
  job(
    'job-021',
    'acc-co-indus',
    'any_other',
    'Graduate Engineer Trainee',
    'Coimbatore',
    'A one-year rotation through design, production and quality for fresh graduates.',
    { salary: [3, 4.5], openings: 10, postedDaysAgo: 1, closesInDays: 45 },
  ),
  job(
    'job-022',
    'acc-co-deccan',
    'product_designer',
    'Product Designer - Consumer Electronics',
    'Bengaluru',
    'Industrial design for speakers and chargers from sketch to appearance model.',
    { salary: [6, 10], openings: 1, postedDaysAgo: 4 },
  ),
  job(
    'job-023',
    'acc-co-deccan',
    'product_manager',
    'Hardware Product Manager',
    'Bengaluru (hybrid)',
    'Take products from brief to mass production with contract manufacturers.',
    { salary: [15, 25], openings: 1, postedDaysAgo: 13 },
  ),
  job(
    'job-024',
    'acc-co-deccan',
    'procurement_specialist',
    'Sourcing Specialist - Plastics and Electronics',
    'Bengaluru',
    'Qualify vendors for moulded parts and PCBAs; keep costs and lead times honest.',
    { salary: [5, 8], postedDaysAgo: 18 },
  ),
];

export interface SeedCandidate {
  id: string;
  type: CandidateType;
  name: string;
  college?: string;
  year?: string;
  joiningyear?: string;
  branch?: string;
  degree?: string;
  currentCompany?: string;
  currentRole?: string;
  experience?: string;
  skills: string[];
  hasResume: boolean;
}

/** The demo college (seed.ts: tpo@example.com) and the ways its students wrote its name. */
export const DEMO_COLLEGE_SPELLINGS = [
  'R V COLLEGE OF ENGINEERING, BANGALORE URBAN',
  'R V COLLEGE OF ENGINEERING',
  'RV College of Engg',
  'R.V. COLLEGE OF ENGINEERING, BENGALURU',
  'R. V. College of Engineering',
  'rv college of engineering',
  'RV COLLEGE OF ENGG., BANGALORE',
] as const;

/** Names close to the demo college's that must NOT count as it. */
export const LOOK_ALIKE_COLLEGES = [
  'R V INSTITUTE OF TECHNOLOGY AND MANAGEMENT, BANGALORE URBAN',
  'R V COLLEGE OF ARCHITECTURE, BANGALORE URBAN',
] as const;

/** Other colleges, as the reference list writes them. */
export const OTHER_COLLEGES = [
  'PSG COLLEGE OF TECHNOLOGY, COIMBATORE',
  'DAYANANDA SAGAR COLLEGE OF ENGINEERING, BANGALORE URBAN',
  'NATIONAL INSTITUTE OF ENGINEERING, MYSORE',
  'MANIPAL INSTITUTE OF TECHNOLOGY, UDUPI',
  'VELLORE INSTITUTE OF TECHNOLOGY, VELLORE',
] as const;

export interface SeedApplication {
  jobId: string;
  candidateId: string;
  status: ApplicationStatus;
  daysAgo: number;
}

export const SEED_APPLICATIONS: readonly SeedApplication[] = [
  { jobId: 'job-007', candidateId: 'acc-student', status: 'shortlisted', daysAgo: 1 },
  { jobId: 'job-002', candidateId: 'acc-fresher', status: 'applied', daysAgo: 2 },
  { jobId: 'job-004', candidateId: 'acc-professional', status: 'applied', daysAgo: 3 },
  { jobId: 'job-001', candidateId: 'acc-cand-01', status: 'applied', daysAgo: 1 },
  { jobId: 'job-001', candidateId: 'acc-cand-02', status: 'shortlisted', daysAgo: 1 },
  { jobId: 'job-001', candidateId: 'acc-cand-16', status: 'rejected', daysAgo: 2 },
  { jobId: 'job-002', candidateId: 'acc-cand-03', status: 'applied', daysAgo: 3 },
  { jobId: 'job-003', candidateId: 'acc-cand-30', status: 'applied', daysAgo: 4 },
  { jobId: 'job-005', candidateId: 'acc-cand-31', status: 'applied', daysAgo: 5 },
  { jobId: 'job-011', candidateId: 'acc-cand-17', status: 'applied', daysAgo: 1 },
  { jobId: 'job-015', candidateId: 'acc-cand-35', status: 'shortlisted', daysAgo: 2 },
  { jobId: 'job-019', candidateId: 'acc-cand-20', status: 'applied', daysAgo: 2 },
  { jobId: 'job-021', candidateId: 'acc-cand-22', status: 'applied', daysAgo: 1 },
];
