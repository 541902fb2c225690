import { paths } from '@/lib/routes';
import { pageLink } from '../page-summaries';
import type { CatalogueContent } from '../types';

export const allCoursesPage: CatalogueContent = {
  template: 'catalogue',
  view: 'all',
  path: paths.allCourses,
  lead: 'Every course in the catalogue, from first steps with bench instruments to high-speed layout and hardware product management. Filter by category to find the courses for the role you want.',
  sections: [
    {
      id: 'choosing',
      heading: 'Choosing where to start',
      blocks: [
        {
          kind: 'list',
          items: [
            'New to hardware labs: start with Bench Instruments, whatever role you are aiming for.',
            'Aiming for PCB design: PCB Design Fundamentals, then Design for Manufacture and Assembly.',
            'Aiming for firmware: Embedded C on ARM Cortex-M, then Peripheral Drivers or Real-Time Firmware.',
            'Aiming for mechanical roles: Technical Drawing and GD&T Basics, then Enclosure Design.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'The role guides list the skills each role needs and link to the matching course categories.',
        },
        { kind: 'links', items: [pageLink(paths.resources, 'All role guides and skill guides.')] },
      ],
    },
  ],
  actions: [pageLink(paths.coupon, 'Have a coupon code? Check it here.')],
};
