import { courseCategoryLink } from '../course-links';
import { pageLink } from '../page-summaries';
import type { RoleContent } from '../types';

export const productManagerRole: RoleContent = {
  template: 'role',
  path: '/ProductManager',
  jobRole: 'product_manager',
  lead: 'A hardware product manager decides what a product should do, for whom, at what cost and by when, and then keeps engineering, manufacturing, certification and sales moving towards a launch that customers want.',
  whatTheRoleDoes: [
    'Hardware products are expensive to change once tooling is cut and stock is bought, so the product manager’s early decisions carry a lot of weight. They study customers and competitors, write the product requirements, set the cost target, and make trade-offs between features, cost and schedule with the engineering leads.',
    'After launch they watch field feedback, returns and component lifecycle, and plan the next revision. Product companies in consumer electronics, IoT, energy, automotive and industrial equipment hire for the role.',
  ],
  dayToDay: [
    'Talking to customers, sales teams and service engineers.',
    'Writing and prioritising requirements and the product roadmap.',
    'Tracking the bill of materials cost against the target.',
    'Planning prototypes, pilot builds and certification.',
    'Running reviews where trade-offs are decided.',
    'Preparing launches with marketing, sales and service.',
  ],
  coreSkills: [
    { term: 'Customer understanding', definition: 'Finding the real problem behind what customers ask for.' },
    {
      term: 'Requirements writing',
      definition: 'Clear, testable requirements that engineers can design against.',
    },
    {
      term: 'Technical fluency',
      definition: 'Enough electronics, firmware and mechanics to understand trade-offs and estimates.',
    },
    { term: 'Cost and business', definition: 'BOM cost, pricing, margins and volume.' },
    {
      term: 'Certification awareness',
      definition: 'What BIS, WPC and export approvals require and how long they take.',
    },
    { term: 'Leadership without authority', definition: 'Aligning teams that do not report to you.' },
  ],
  tools: [
    'Roadmap and issue tracking tools such as Jira',
    'Documentation wikis such as Confluence',
    'Spreadsheets for BOM cost and business cases',
    'Survey and interview tools for customer research',
  ],
  prepare: [
    courseCategoryLink('product-procurement', 'Includes Hardware Product Management.'),
    pageLink('/industries', 'Where hardware products are made and sold.'),
    pageLink('/EE-Skill-dictionary-v1', 'The vocabulary of the engineers you will work with.'),
    pageLink('/skill-based-training', 'How engineering teams build skills.'),
  ],
  entryPath: [
    { title: 'Study', text: 'An engineering degree in any hardware branch; many add an MBA later.' },
    {
      title: 'Start in engineering',
      text: 'Most hardware product managers spend two to four years as design, test or application engineers first.',
    },
    {
      title: 'Take on product tasks',
      text: 'Volunteer to write requirements, talk to customers or track BOM cost on your project.',
    },
    {
      title: 'Move into the role',
      text: 'Typical first titles are Associate Product Manager, Product Engineer or Technical Product Manager.',
    },
    {
      title: 'Grow',
      text: 'Product managers progress to own a product line, then a portfolio or a business unit.',
    },
  ],
};
