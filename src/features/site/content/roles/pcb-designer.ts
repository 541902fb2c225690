import { courseCategoryLink } from '../course-links';
import { pageLink } from '../page-summaries';
import type { RoleContent } from '../types';

export const pcbDesignerRole: RoleContent = {
  template: 'role',
  path: '/PcbDesigner',
  jobRole: 'pcb_designer',
  lead: 'A PCB designer turns a circuit into a board that can be manufactured, assembled and tested: choosing footprints, planning the layer stack, placing parts and routing copper so that the circuit works as intended and the factory can build it.',
  whatTheRoleDoes: [
    'PCB designers work between the circuit designer, who owns the schematic, and the fabrication and assembly houses that build the board. Their decisions on placement, grounding and routing decide whether a good circuit also works as a board: whether it is quiet, cool, passes EMC tests and fits the enclosure.',
    'In India the role is found in product companies, design services firms and electronics manufacturing services (EMS) companies, with large clusters in Bengaluru, Pune, Chennai, Hyderabad and the Delhi NCR.',
  ],
  dayToDay: [
    'Creating and checking footprints and symbols in the component library.',
    'Agreeing the board outline, connector positions and height limits with mechanical designers.',
    'Placing components and routing power, high-speed and sensitive analog nets.',
    'Setting up design rules from the fabricator’s capabilities and running DRC.',
    'Preparing Gerber, drill, assembly and BOM outputs and answering queries from the factory.',
    'Supporting board bring-up and fixing issues in the next revision.',
  ],
  coreSkills: [
    {
      term: 'Schematic reading',
      definition: 'Understanding what each block of a circuit does, so placement and routing serve it.',
    },
    {
      term: 'Footprints and libraries',
      definition: 'Building land patterns from datasheets and keeping a clean, verified library.',
    },
    {
      term: 'Grounding and return paths',
      definition: 'Planning planes and stack-ups so currents return along short, predictable paths.',
    },
    {
      term: 'Design for manufacture',
      definition:
        'Respecting fabrication and assembly limits: trace and space, drills, spacing, panels and fiducials.',
    },
    {
      term: 'High-speed basics',
      definition:
        'Controlled impedance, differential pairs and length matching for interfaces such as USB and DDR memory.',
    },
    {
      term: 'Documentation',
      definition: 'Fabrication and assembly drawings that leave the factory nothing to guess.',
    },
  ],
  tools: [
    'KiCad, Altium Designer, Cadence OrCAD and Allegro, or Siemens Xpedition and PADS',
    'Gerber viewers and DFM checkers',
    'A 3D mechanical exchange format (STEP) for fit checks with the enclosure',
    'Impedance and trace-width calculators',
    'Multimeter and oscilloscope for bring-up support',
  ],
  prepare: [
    pageLink('/practical-pcb-design', 'The design process from schematic to release.'),
    pageLink('/ground-loops', 'Return paths and ground planes.'),
    pageLink('/technical-drawing', 'Fabrication drawings and mechanical fit.'),
    courseCategoryLink('pcb-design', 'From KiCad fundamentals to high-speed layout.'),
  ],
  entryPath: [
    {
      title: 'Study',
      text: 'A B.E. or B.Tech in ECE or EEE, or a diploma in electronics, gives the circuit background.',
    },
    {
      title: 'Build boards',
      text: 'Design two or three real boards in KiCad during college, order them from a low-cost fabricator, and bring them up. Keep the files as a portfolio.',
    },
    {
      title: 'Intern',
      text: 'Internships at EMS companies or design services firms show you real design rules and factory feedback.',
    },
    {
      title: 'First job',
      text: 'Typical first titles are PCB Layout Engineer, Trainee PCB Designer or Hardware Design Engineer (layout).',
    },
    {
      title: 'Grow',
      text: 'With experience, designers move to high-speed and high-density boards, library ownership or team lead roles.',
    },
  ],
};
