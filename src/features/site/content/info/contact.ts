import { BRAND } from '@/lib/brand';
import { paths } from '@/lib/routes';
import { mailtoHref } from '../mailto';
import { pageLink } from '../page-summaries';
import type { InfoContent } from '../types';

/** Every address and e-mail comes from BRAND, the same source as the footer. */
export const contactPage: InfoContent = {
  template: 'info',
  path: paths.contactUs,
  lead: 'Write to the team that can help you fastest, or visit one of our offices. We aim to reply to every e-mail within two working days.',
  sections: [
    {
      id: 'email',
      heading: 'E-mail us',
      blocks: [
        {
          kind: 'links',
          items: BRAND.contactEmails.map((contact) => ({
            href: mailtoHref(contact.email),
            label: contact.email,
            note: contact.label,
          })),
        },
        {
          kind: 'paragraph',
          text: `Already registered and stuck with your account, a form or the dashboard? Write to ${BRAND.supportEmail} from the e-mail address you registered with.`,
        },
        {
          kind: 'links',
          items: [
            {
              href: mailtoHref(BRAND.supportEmail),
              label: BRAND.supportEmail,
              note: 'Account and technical support',
            },
          ],
        },
      ],
    },
    {
      id: 'offices',
      heading: 'Our offices',
      blocks: [
        {
          kind: 'addresses',
          items: BRAND.offices.map((office) => ({ title: office.city, lines: office.lines })),
        },
        {
          kind: 'paragraph',
          text: 'Offices are open Monday to Friday, 9:30 am to 6:00 pm. Please e-mail before visiting so that the right person is there to meet you.',
        },
      ],
    },
    {
      id: 'what-to-include',
      heading: 'What to include in your e-mail',
      blocks: [
        {
          kind: 'list',
          items: [
            'Students: your name, college, branch and year, and the e-mail you registered with.',
            'Colleges: the institution’s name and city, and the placement officer’s contact details.',
            'Companies: the company name, the roles you want to hire for and the locations.',
          ],
        },
      ],
    },
  ],
  actions: [pageLink(paths.aboutUs), pageLink(paths.careers)],
};
