import { paths } from '@/lib/routes';
import { pageLink } from '../page-summaries';
import type { Block, InfoContent, RolePath, Section } from '../types';

interface Industry {
  id: string;
  name: string;
  builds: string;
  hiringFor: string;
  roles: readonly RolePath[];
}

const INDUSTRIES: readonly Industry[] = [
  {
    id: 'consumer-iot',
    name: 'Consumer electronics and IoT',
    builds:
      'Wearables, audio products, smart home devices, chargers and connected appliances, designed and increasingly manufactured in India.',
    hiringFor:
      'compact multilayer boards, low-power firmware, wireless connectivity, attractive enclosures and tight cost control.',
    roles: ['/PcbDesigner', '/FirmwareDeveloper', '/Product_Designer', '/ProductManager'],
  },
  {
    id: 'automotive-ev',
    name: 'Automotive and electric vehicles',
    builds:
      'Battery management systems, motor controllers, chargers, instrument clusters, telematics and body electronics for two-wheelers, cars and commercial vehicles.',
    hiringFor:
      'power electronics, CAN-based firmware, rugged harnesses and validation to automotive standards.',
    roles: ['/FirmwareDeveloper', '/IntegrationEngineer', '/DomainExpert', '/MechDesigner'],
  },
  {
    id: 'industrial-automation',
    name: 'Industrial automation',
    builds: 'PLCs, drives, sensors, HMIs and controllers for factories, process plants and buildings.',
    hiringFor:
      'isolated I/O, industrial protocols, noise immunity, cabling in panels and long product lifecycles.',
    roles: ['/IntegrationEngineer', '/FirmwareDeveloper', '/DomainExpert', '/Procurement_Specialist'],
  },
  {
    id: 'energy',
    name: 'Power electronics and energy',
    builds: 'Solar inverters, UPS systems, smart meters, battery storage and power supplies.',
    hiringFor: 'power stage design, thermal design, safety and metering standards, and field reliability.',
    roles: ['/DomainExpert', '/PcbDesigner', '/MechDesigner', '/IntegrationEngineer'],
  },
  {
    id: 'medical',
    name: 'Medical devices',
    builds: 'Patient monitors, diagnostic equipment, infusion pumps and home-care devices.',
    hiringFor: 'safety-critical design, careful documentation, usability and regulatory approval.',
    roles: ['/DomainExpert', '/Product_Designer', '/FirmwareDeveloper', '/ProductManager'],
  },
  {
    id: 'telecom-networking',
    name: 'Telecom and networking',
    builds:
      'Routers, switches, radio units and fibre equipment, including products made under India’s electronics manufacturing schemes.',
    hiringFor: 'high-speed boards, signal integrity, thermal design of dense equipment and system testing.',
    roles: ['/PcbDesigner', '/IntegrationEngineer', '/MechDesigner', '/ProductManager'],
  },
  {
    id: 'aerospace-defence',
    name: 'Aerospace and defence',
    builds: 'Avionics, radar and communication systems, and rugged electronics for harsh environments.',
    hiringFor:
      'rugged mechanical design, environmental testing, strict documentation and long-term component supply.',
    roles: ['/MechDesigner', '/IntegrationEngineer', '/Procurement_Specialist', '/DomainExpert'],
  },
  {
    id: 'ems',
    name: 'Electronics manufacturing services (EMS)',
    builds:
      'Boards and complete products assembled for many brands, from prototypes to high-volume production.',
    hiringFor: 'design for manufacture, component sourcing, test engineering and process quality.',
    roles: ['/Procurement_Specialist', '/PcbDesigner', '/IntegrationEngineer'],
  },
];

function industrySection(industry: Industry): Section {
  const blocks: Block[] = [
    { kind: 'paragraph', text: industry.builds },
    { kind: 'paragraph', text: `What companies look for: ${industry.hiringFor}` },
    { kind: 'heading', text: 'Roles in demand' },
    { kind: 'links', items: industry.roles.map((role) => pageLink(role)) },
  ];
  return { id: industry.id, heading: industry.name, blocks };
}

export const industriesPage: InfoContent = {
  template: 'info',
  path: paths.industries,
  lead: 'Our partner companies design and build electronic products across many industries. Each industry values the same core skills, but weighs them differently. Here is what each one builds, what it looks for in new engineers, and the roles it hires for most.',
  sections: INDUSTRIES.map(industrySection),
  actions: [
    { href: paths.companyForm, label: 'Register your company' },
    pageLink(paths.jobPulse, 'Openings from companies in these industries.'),
    pageLink(paths.resources, 'Guides for the skills these roles need.'),
  ],
};
