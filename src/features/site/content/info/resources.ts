import { paths } from '@/lib/routes';
import { pageLink } from '../page-summaries';
import type { InfoContent } from '../types';

export const resourcesPage: InfoContent = {
  template: 'info',
  path: paths.resources,
  lead: 'Free, practical guides for electronics hardware careers, written for students and junior engineers and reviewed by engineers from partner companies. Start with the fundamentals, then follow the guides for the role you want.',
  sections: [
    {
      id: 'fundamentals',
      heading: 'Fundamentals and bench instruments',
      blocks: [
        {
          kind: 'links',
          items: [
            pageLink('/voltage-current', 'Voltage, current, resistance, power and Ohm’s law.'),
            pageLink('/usage-of-dmm', 'Safe measurements with a multimeter, including CAT ratings.'),
            pageLink(
              '/usage-of-oscilloscope',
              'Probes, compensation, triggering and the ground-clip hazard.',
            ),
            pageLink('/signal-generator-usage', 'Test signals, 50 Ω loads and a filter measurement.'),
          ],
        },
      ],
    },
    {
      id: 'design',
      heading: 'Design and integration',
      blocks: [
        {
          kind: 'links',
          items: [
            pageLink('/practical-pcb-design', 'From schematic to a board that works first time.'),
            pageLink('/ground-loops', 'Causes of hum and noise, and the fixes that work.'),
            pageLink('/cable-types-routing', 'Cable types, shielding and routing rules.'),
            pageLink('/electro-mechanical', 'Enclosures, actuators, heat and vibration.'),
            pageLink('/technical-drawing', 'Views, dimensions, tolerances and GD&T.'),
          ],
        },
      ],
    },
    {
      id: 'reference',
      heading: 'Reference',
      blocks: [
        {
          kind: 'links',
          items: [
            pageLink(
              '/EE-Skill-dictionary-v1',
              'Short definitions of the terms used in courses, guides and job posts.',
            ),
          ],
        },
      ],
    },
    {
      id: 'programmes',
      heading: 'Programmes',
      blocks: [
        {
          kind: 'links',
          items: [
            pageLink('/skill-based-training', 'How our task-based training and assessment work.'),
            pageLink('/skill-research-group', 'Help decide which skills we teach.'),
          ],
        },
      ],
    },
    {
      id: 'roles',
      heading: 'Role guides',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Each role guide explains the work, the core skills and tools, how to prepare and the typical entry path in India, and links to matching jobs.',
        },
        {
          kind: 'links',
          items: [
            pageLink('/PcbDesigner'),
            pageLink('/FirmwareDeveloper'),
            pageLink('/IntegrationEngineer'),
            pageLink('/MechDesigner'),
            pageLink('/Product_Designer'),
            pageLink('/ProductManager'),
            pageLink('/Procurement_Specialist'),
            pageLink('/DomainExpert'),
          ],
        },
      ],
    },
    {
      id: 'courses',
      heading: 'Courses',
      blocks: [
        {
          kind: 'links',
          items: [
            pageLink(paths.courses, 'Featured courses and categories.'),
            pageLink(paths.allCourses, 'The full catalogue, filterable by category.'),
          ],
        },
      ],
    },
  ],
};
