import { courseCategoryLink } from '../course-links';
import { pageLink } from '../page-summaries';
import type { ArticleContent } from '../types';

export const technicalDrawingArticle: ArticleContent = {
  template: 'article',
  path: '/technical-drawing',
  lead: 'A technical drawing is a contract: it tells a supplier exactly what to make and tells inspection what to accept. Electronics engineers meet drawings for enclosures, brackets, heat sinks, cable harnesses and the PCB itself. This guide shows how to read one, from the title block to tolerances and GD&T.',
  audience:
    'Students of any engineering branch and junior engineers who receive drawings from mechanical colleagues or suppliers.',
  sections: [
    {
      id: 'title-block',
      heading: 'Start with the title block',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The title block, usually in the lower right corner, tells you how to read everything else. Read it first.',
        },
        {
          kind: 'list',
          items: [
            'Part number and revision: make sure you have the revision that is released for the job.',
            'Units: almost always millimetres in India; a note says so.',
            'Scale: for example 1:2 means the drawing is half size. Never measure the paper; use the dimensions.',
            'Projection symbol: a truncated cone that tells you whether the views are in first-angle or third-angle projection.',
            'Material and finish: for example aluminium 6061-T6, anodised black.',
            'General tolerances: the tolerance that applies to every dimension without its own, often by reference to ISO 2768.',
          ],
        },
      ],
    },
    {
      id: 'views',
      heading: 'Orthographic views and projection',
      blocks: [
        {
          kind: 'paragraph',
          text: 'An orthographic drawing shows the part from several directions, each view looking straight at one face. The front view is the main view; the others are arranged around it according to the projection method.',
        },
        {
          kind: 'table',
          caption: 'First-angle and third-angle projection',
          columns: ['Aspect', 'First-angle', 'Third-angle'],
          rows: [
            [
              'Where it is used',
              'India (BIS standards), Europe and most of Asia',
              'United States and Canada',
            ],
            ['Top view placed', 'Below the front view', 'Above the front view'],
            ['Right side view placed', 'To the left of the front view', 'To the right of the front view'],
          ],
        },
        {
          kind: 'callout',
          tone: 'note',
          title: 'Check the symbol on drawings from abroad',
          text: 'A drawing from a US supplier in third-angle projection read as first-angle shows every side view mirrored to the wrong place. Holes end up on the wrong face. The projection symbol in the title block settles it.',
        },
        {
          kind: 'list',
          items: [
            'Section views cut the part along a line marked with arrows (A–A) and show the inside; cut material is hatched.',
            'Detail views enlarge a small area, marked with a circle and a letter, at a larger scale.',
            'Isometric views are there to help you picture the part; do not take dimensions from them.',
          ],
        },
      ],
    },
    {
      id: 'lines',
      heading: 'Line types',
      blocks: [
        {
          kind: 'table',
          caption: 'The main line types',
          columns: ['Line', 'Looks like', 'Means'],
          rows: [
            ['Visible outline', 'Thick continuous', 'Edges you can see'],
            ['Hidden', 'Thin dashed', 'Edges behind the visible surface'],
            ['Centre line', 'Thin chain (long and short dashes)', 'Axes of holes and symmetric features'],
            ['Dimension and extension', 'Thin continuous with arrowheads', 'Where a dimension applies'],
            ['Cutting plane', 'Chain, thick at the ends, with arrows', 'Where a section view is taken'],
            ['Hatching', 'Thin parallel lines at 45°', 'Material cut by a section'],
          ],
        },
      ],
    },
    {
      id: 'dimensions',
      heading: 'Dimensions',
      blocks: [
        {
          kind: 'list',
          items: [
            'Ø means diameter, R radius, □ a square feature. "4× Ø3.2" means four holes of 3.2 mm diameter.',
            'Chain dimensioning (each feature from the previous one) adds up tolerances along the chain.',
            'Baseline dimensioning (every feature from one edge or datum) keeps each position within its own tolerance.',
            'A dimension in brackets is a reference dimension: for information only, not inspected.',
            'Every feature should be defined exactly once. Missing or doubled dimensions are a question for the drawing’s author, not a guess.',
          ],
        },
      ],
    },
    {
      id: 'tolerances',
      heading: 'Tolerances and fits',
      blocks: [
        {
          kind: 'paragraph',
          text: 'No part is made exactly to size; the tolerance says how far it may vary. "25.00 ±0.10" allows anything from 24.90 to 25.10 mm. A limit dimension writes the two limits directly, and a unilateral tolerance such as "10 +0.2/0" allows only one direction.',
        },
        {
          kind: 'table',
          caption: 'ISO 2768 general tolerances, class m (medium), for linear dimensions',
          columns: ['Nominal size (mm)', 'Permitted deviation (mm)'],
          rows: [
            ['0.5 to 6', '±0.1'],
            ['over 6 to 30', '±0.2'],
            ['over 30 to 120', '±0.3'],
            ['over 120 to 400', '±0.5'],
            ['over 400 to 1000', '±0.8'],
          ],
        },
        {
          kind: 'paragraph',
          text: 'Fits describe how a hole and a shaft go together. In the hole-basis system the hole is usually H7. A 20 mm H7 hole may be 20.000 to 20.021 mm; a 20 mm g6 shaft may be 19.980 to 19.993 mm, so the pair always has clearance: a sliding fit for a locating pin.',
        },
        {
          kind: 'callout',
          tone: 'tip',
          title: 'Tolerances cost money',
          text: 'Tighter tolerances need slower machining and more inspection. When you ask for a tolerance on a drawing, know which function needs it.',
        },
      ],
    },
    {
      id: 'gdt',
      heading: 'Reading GD&T',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Geometric dimensioning and tolerancing (GD&T) controls form, orientation and location with a feature control frame: a row of boxes holding a symbol, a tolerance zone and the datums it refers to.',
        },
        {
          kind: 'list',
          items: [
            'Datums (letters in boxes attached to features, such as A, B and C) are the references the part is measured from, in the order written.',
            'Flatness: the surface must lie between two parallel planes the tolerance apart.',
            'Perpendicularity and parallelism: orientation relative to a datum.',
            'Position: "⌖ Ø0.2 A B C" means the hole’s axis must lie inside a 0.2 mm diameter cylinder at its true position, located from datums A, B and C.',
            'A circled M after the tolerance (maximum material condition) allows more position tolerance as the hole grows larger, which is how clearance holes for screws are usually specified.',
          ],
        },
      ],
    },
    {
      id: 'pcb-drawings',
      heading: 'Drawings in electronics work',
      blocks: [
        {
          kind: 'list',
          items: [
            'PCB fabrication drawing: board outline with dimensions from a datum corner, hole table, layer stack-up, material, finish and notes such as impedance requirements.',
            'Assembly drawing: component positions, orientation marks, special instructions such as conformal coating keep-outs.',
            'Harness drawing: connector views from the mating face, wire list, lengths, labels and sleeving.',
            'Enclosure drawings: cut-outs for connectors and displays, which must match the PCB drawing with their tolerances.',
          ],
        },
      ],
    },
  ],
  related: [
    pageLink('/electro-mechanical', 'Fitting boards and connectors into enclosures.'),
    pageLink('/practical-pcb-design', 'The drawings a PCB release needs.'),
    courseCategoryLink('mechanical', 'Technical drawing, GD&T and enclosure courses.'),
  ],
};
