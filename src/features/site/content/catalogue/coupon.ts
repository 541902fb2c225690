import { BRAND } from '@/lib/brand';
import { paths } from '@/lib/routes';
import { mailtoHref } from '../mailto';
import { pageLink } from '../page-summaries';
import type { CatalogueContent } from '../types';

export const couponPage: CatalogueContent = {
  template: 'catalogue',
  view: 'coupon',
  path: paths.coupon,
  lead: 'A course coupon is a code that gives a discount on course fees. Colleges, partner companies and our campaigns hand them out. Check your code here first: we tell you whether it is valid and what it gives you.',
  sections: [
    {
      id: 'redeem',
      heading: 'How to redeem a coupon',
      blocks: [
        {
          kind: 'steps',
          items: [
            {
              title: 'Check the code',
              text: 'Enter it above to see the discount and the courses it covers.',
            },
            {
              title: 'Sign up on the learning platform',
              text: 'Use the same e-mail and password as your portal account.',
            },
            {
              title: 'Apply it at checkout',
              text: 'Choose a course the coupon covers and enter the code at checkout. The discount is applied on the learning platform, not on this portal.',
            },
          ],
        },
      ],
    },
    {
      id: 'terms',
      heading: 'Coupon terms',
      blocks: [
        {
          kind: 'list',
          items: [
            'One coupon per course enrolment; coupons cannot be combined.',
            'A coupon covers the course fee only and has no cash value.',
            'Codes are not case-sensitive.',
            'Expired codes cannot be reactivated. Ask whoever gave you the code whether a new one is available.',
          ],
        },
        {
          kind: 'links',
          items: [
            {
              href: mailtoHref(BRAND.supportEmail, 'Course coupon'),
              label: `Questions about a coupon? E-mail ${BRAND.supportEmail}`,
            },
            pageLink(paths.allCourses, 'See which courses a coupon can apply to.'),
          ],
        },
      ],
    },
  ],
};
