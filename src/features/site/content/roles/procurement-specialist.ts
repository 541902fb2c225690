import { courseCategoryLink } from '../course-links';
import { pageLink } from '../page-summaries';
import type { RoleContent } from '../types';

export const procurementSpecialistRole: RoleContent = {
  template: 'role',
  path: '/Procurement_Specialist',
  jobRole: 'procurement_specialist',
  lead: 'A procurement specialist in electronics makes sure the right components arrive on time, at the right price and from trustworthy sources, so that prototypes get built and production lines never stop for a missing part.',
  whatTheRoleDoes: [
    'Electronic products can contain hundreds of parts from dozens of manufacturers, and a single missing capacitor stops the line. Procurement specialists turn the bill of materials into purchase orders, find alternates, negotiate prices and lead times, watch for parts going end of life, and keep counterfeit components out.',
    'The role is found in product companies, EMS companies that build for many customers, and distributors. It suits engineers who like both technical detail and negotiation.',
  ],
  dayToDay: [
    'Checking BOMs for availability, lifecycle status and cost.',
    'Requesting quotations and comparing suppliers.',
    'Placing and tracking purchase orders and expediting late parts.',
    'Finding and qualifying alternate parts with the design engineers.',
    'Planning buffer stock and last-time buys for parts going end of life.',
    'Handling import documentation and duties with logistics teams.',
  ],
  coreSkills: [
    {
      term: 'Component knowledge',
      definition: 'Reading part numbers, packages and datasheets well enough to judge an alternate.',
    },
    {
      term: 'Supply chain',
      definition: 'Lead times, minimum order quantities, reels and trays, and how distribution works.',
    },
    {
      term: 'Counterfeit avoidance',
      definition: 'Buying from authorised channels and knowing the warning signs when you cannot.',
    },
    {
      term: 'Cost analysis',
      definition: 'BOM costing, price breaks and total landed cost including duties and freight.',
    },
    { term: 'Negotiation', definition: 'Agreeing prices, schedules and terms with suppliers.' },
    { term: 'Planning tools', definition: 'Spreadsheets and ERP systems for forecasts, orders and stock.' },
  ],
  tools: [
    'ERP systems such as SAP, Oracle or Odoo',
    'Spreadsheets for BOM costing and comparisons',
    'Authorised distributor websites and part search engines',
    'Lifecycle and obsolescence monitoring services',
  ],
  prepare: [
    courseCategoryLink('product-procurement', 'Includes Electronic Component Sourcing and Procurement.'),
    pageLink('/EE-Skill-dictionary-v1', 'BOM, lead time, end of life and other terms.'),
    pageLink('/practical-pcb-design', 'How BOMs and footprints are created.'),
  ],
  entryPath: [
    {
      title: 'Study',
      text: 'A B.E. or B.Tech in ECE or EEE, or a diploma in electronics; some enter after an MBA in operations or supply chain.',
    },
    {
      title: 'Learn the parts',
      text: 'Take a few real BOMs and find every part at a distributor, with prices, lead times and one alternate each.',
    },
    {
      title: 'Intern',
      text: 'Purchase and stores departments of EMS companies offer internships that show the whole flow.',
    },
    {
      title: 'First job',
      text: 'Typical first titles are Purchase Engineer, Buyer Trainee or Sourcing Executive.',
    },
    {
      title: 'Grow',
      text: 'Specialists move to commodity manager, supply chain manager or strategic sourcing roles.',
    },
  ],
};
