import { courseCategoryLink } from '../course-links';
import { pageLink } from '../page-summaries';
import type { RoleContent } from '../types';

export const productDesignerRole: RoleContent = {
  template: 'role',
  path: '/Product_Designer',
  jobRole: 'product_designer',
  lead: 'A product designer shapes how an electronic device looks, feels and is used: its form, controls, materials and finishes, and the experience of setting it up and living with it, while keeping it possible to build at the right cost.',
  whatTheRoleDoes: [
    'Product designers, also called industrial designers, start from the people who will use a device. They research how it is used, sketch and model options, and define the form, colour, material and finish. Then they work with mechanical, electronics and manufacturing engineers so that the design survives the move from a beautiful model to a product made in thousands.',
    'In India the role is found in consumer electronics and appliance brands, wearables and audio start-ups, medical device makers and design consultancies.',
  ],
  dayToDay: [
    'Observing and interviewing users and writing use scenarios.',
    'Sketching concepts and making quick foam or 3D-printed models.',
    'Building surface models in CAD and producing renders.',
    'Defining colour, material and finish with suppliers.',
    'Reviewing mechanical designs and PCB layouts for their effect on form and usability.',
    'Testing appearance models and prototypes with users.',
  ],
  coreSkills: [
    {
      term: 'User research',
      definition: 'Finding out how people actually use a product, and turning that into requirements.',
    },
    { term: 'Sketching and form', definition: 'Exploring many options quickly by hand and in 3D.' },
    {
      term: 'Ergonomics',
      definition: 'Sizes, forces, reach and visibility that fit the people using the device.',
    },
    {
      term: 'Colour, material and finish',
      definition: 'Choosing textures, colours and processes that last and that suppliers can produce.',
    },
    {
      term: 'Manufacturing awareness',
      definition: 'Enough knowledge of moulding, sheet metal and assembly to design things that can be made.',
    },
    {
      term: 'Working with engineers',
      definition: 'Reading drawings and PCB outlines and negotiating trade-offs.',
    },
  ],
  tools: [
    'Sketchbooks and digital sketching apps',
    'Surface and solid CAD such as Rhino, Fusion 360, SolidWorks or Creo',
    'Rendering tools such as KeyShot or Blender',
    'Figma or similar tools for on-device and app screens',
    'Foam, clay and 3D printers for models',
  ],
  prepare: [
    pageLink('/electro-mechanical', 'What the electronics needs from the form.'),
    pageLink('/technical-drawing', 'Reading the drawings you will review.'),
    courseCategoryLink('product-procurement', 'Includes Product Design for Electronic Devices.'),
    courseCategoryLink('mechanical', 'Enclosure design and drawings.'),
  ],
  entryPath: [
    {
      title: 'Study',
      text: 'A B.Des in industrial or product design, from institutes such as NID or the design schools of the IITs, or a mechanical engineering degree with a strong design portfolio.',
    },
    {
      title: 'Build a portfolio',
      text: 'Show your process, not just renders: research, sketches, models, and how the design changed after testing.',
    },
    {
      title: 'Intern',
      text: 'Internships at design consultancies or hardware start-ups show how designs meet factories.',
    },
    {
      title: 'First job',
      text: 'Typical first titles are Junior Industrial Designer, Product Designer or Design Associate.',
    },
    {
      title: 'Grow',
      text: 'Designers progress to senior and lead designer roles, or to design management for a product line.',
    },
  ],
};
