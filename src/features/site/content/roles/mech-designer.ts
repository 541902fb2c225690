import { courseCategoryLink } from '../course-links';
import { pageLink } from '../page-summaries';
import type { RoleContent } from '../types';

export const mechDesignerRole: RoleContent = {
  template: 'role',
  path: '/MechDesigner',
  jobRole: 'mechanical_designer',
  lead: 'A mechanical designer in an electronics company designs everything around the circuit: enclosures, brackets, heat sinks, panels and mechanisms. The work makes a product strong, safe, cool and possible to assemble.',
  whatTheRoleDoes: [
    'Mechanical designers turn product requirements into 3D models and drawings that suppliers can make: injection-moulded plastics, sheet metal, machined parts and assemblies. They work closely with PCB designers on board outlines and connectors, and with product designers on appearance.',
    'The role is found in consumer electronics, EV and automotive electronics, industrial controls, medical devices and telecom equipment, and at suppliers who make enclosures for them.',
  ],
  dayToDay: [
    'Modelling parts and assemblies in 3D CAD.',
    'Making 2D drawings with dimensions, tolerances and GD&T.',
    'Checking the fit of boards, connectors and cables against the enclosure.',
    'Running simple thermal and strength calculations or simulations.',
    'Working with tool makers and suppliers on moulds and samples.',
    'Testing prototypes for drops, ingress, vibration and heat.',
  ],
  coreSkills: [
    {
      term: '3D CAD',
      definition: 'Parametric part and assembly modelling, with sensible feature trees others can edit.',
    },
    {
      term: 'Drawings and tolerances',
      definition: 'Correct views, dimensions, fits and GD&T, and tolerance stack-ups.',
    },
    {
      term: 'Design for manufacture',
      definition:
        'Moulded plastics (wall thickness, draft, ribs), sheet metal (bends, hardware) and machining.',
    },
    {
      term: 'Electro-mechanical integration',
      definition: 'PCB mounting, connectors, cables, earthing and ingress protection.',
    },
    { term: 'Thermal design', definition: 'Heat paths, heat sinks and ventilation for electronics.' },
    {
      term: 'Materials',
      definition: 'Choosing plastics and metals for strength, temperature, flame rating and cost.',
    },
  ],
  tools: [
    'SolidWorks, PTC Creo, CATIA or Autodesk Fusion 360',
    'AutoCAD for 2D work',
    'Simulation tools such as ANSYS or SolidWorks Simulation',
    'Vernier calipers, micrometers and height gauges',
    '3D printers for quick prototypes',
  ],
  prepare: [
    pageLink('/technical-drawing', 'Views, dimensions, tolerances and GD&T.'),
    pageLink('/electro-mechanical', 'Where the mechanics meets the electronics.'),
    pageLink('/cable-types-routing', 'Routing harnesses inside enclosures.'),
    courseCategoryLink('mechanical', 'Drawing, enclosure and harness courses.'),
  ],
  entryPath: [
    {
      title: 'Study',
      text: 'A B.E. or B.Tech in mechanical engineering, or a diploma in mechanical or tool and die making.',
    },
    {
      title: 'Learn a CAD tool well',
      text: 'Model and draw a few real products completely, such as a router or a charger, and take them apart to compare.',
    },
    {
      title: 'Build something',
      text: 'College projects like robotics or formula student teams give practice with real tolerances and suppliers.',
    },
    {
      title: 'First job',
      text: 'Typical first titles are Design Engineer Trainee, CAD Engineer or Mechanical Design Engineer.',
    },
    {
      title: 'Grow',
      text: 'Designers progress to product mechanical lead, tooling specialist or mechanical architect.',
    },
  ],
};
