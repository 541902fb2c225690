import { courseCategoryLink } from '../course-links';
import { pageLink } from '../page-summaries';
import type { ArticleContent } from '../types';

export const pcbDesignArticle: ArticleContent = {
  template: 'article',
  path: '/practical-pcb-design',
  lead: 'Getting a board to work on the first spin is less about clever tricks than about a disciplined process: a checked schematic, trusted footprints, a placement that follows the signal flow, a solid ground, and fabrication files that leave the factory nothing to guess. This guide walks through that process.',
  audience:
    'Students who have drawn schematics and want to lay out a real board, and junior designers who want a checklist. The ideas apply in KiCad, Altium, OrCAD or any other tool.',
  sections: [
    {
      id: 'workflow',
      heading: 'The workflow from idea to board',
      blocks: [
        {
          kind: 'steps',
          items: [
            {
              title: 'Requirements',
              text: 'Write down the supply voltages, currents, interfaces, board size, connectors, enclosure limits and the environment it will live in.',
            },
            {
              title: 'Schematic',
              text: 'Draw it in functional blocks with clear net names. Run the electrical rules check and have someone review it.',
            },
            {
              title: 'Footprints and library',
              text: 'Assign a footprint to every part and check each new one against the datasheet.',
            },
            {
              title: 'Stack-up and rules',
              text: 'Choose the layer count, the stack-up and design rules that match your fabricator’s capabilities.',
            },
            {
              title: 'Placement',
              text: 'Fix connectors and mounting holes first, then place by function and signal flow.',
            },
            {
              title: 'Routing',
              text: 'Route critical nets first (power, clocks, high-speed and sensitive analog), then the rest.',
            },
            {
              title: 'Checks and release',
              text: 'Run DRC, review against a checklist, and generate the fabrication and assembly package.',
            },
          ],
        },
      ],
    },
    {
      id: 'footprints',
      heading: 'Footprints: trust, but verify',
      blocks: [
        {
          kind: 'paragraph',
          text: 'A wrong footprint is the most expensive small mistake in PCB design: the board is useless until it is re-spun. Library parts from the internet are a starting point, not an answer.',
        },
        {
          kind: 'list',
          items: [
            'Check pad size and pitch against the land pattern recommended in the datasheet, not just the package drawing.',
            'Check pin 1 and the pin numbering, especially for SOT-23 variants, connectors and transistors, where vendors differ.',
            'Print the layout at 1:1 scale and place the real parts on the paper before ordering boards.',
            'Include a courtyard, a clear pin-1 mark on the silkscreen, and a 3D model to check height against the enclosure.',
          ],
        },
      ],
    },
    {
      id: 'stack-up',
      heading: 'Stack-up and grounding',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Current always returns to its source, and at high frequency it flows on the plane directly beneath the trace that carries it. A continuous ground plane next to the signal layer keeps that return path short and the loop small, which reduces both emissions and noise pickup.',
        },
        {
          kind: 'list',
          items: [
            'Two layers: route mostly on top and keep the bottom as unbroken ground as far as possible.',
            'Four layers (signal, ground, power, signal) is the usual step up and solves most noise problems for a modest price.',
            'Do not route traces across gaps or splits in the plane under them; if a split is unavoidable, give the return a path with a stitching capacitor or route around it.',
            'Stitch ground pours on different layers together with vias, and connect each decoupling capacitor to the plane with short, wide connections.',
          ],
        },
      ],
    },
    {
      id: 'placement',
      heading: 'Placement decides most of the layout',
      blocks: [
        {
          kind: 'list',
          items: [
            'Place parts whose position is fixed by the enclosure first: connectors, switches, LEDs, displays and mounting holes.',
            'Arrange the rest in the order signals flow: input, processing, output. Keep power conversion away from sensitive analog circuits.',
            'Put decoupling capacitors right at the supply pins they serve, smallest value closest.',
            'Keep a switching regulator’s hot loop (input capacitor, switch and diode or synchronous switch) as small as possible.',
            'Leave room for test points, programming headers and rework around fine-pitch parts.',
            'Think about heat: spread hot parts out and give them copper to spread heat into.',
          ],
        },
      ],
    },
    {
      id: 'routing',
      heading: 'Routing and trace widths',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Trace width sets how much current a trace can carry for a given temperature rise. The table gives approximate widths from the IPC-2221 charts for 1 oz (35 µm) copper on an outer layer with a 10 °C rise. Inner layers cool less well and need roughly two and a half times the width.',
        },
        {
          kind: 'table',
          caption: 'Approximate outer-layer trace width for 1 oz copper and 10 °C rise (IPC-2221)',
          columns: ['Current', 'Width (mm)', 'Width (mil)'],
          rows: [
            ['0.5 A', '0.12', '5'],
            ['1 A', '0.30', '12'],
            ['2 A', '0.78', '31'],
            ['3 A', '1.37', '54'],
            ['5 A', '2.77', '109'],
          ],
        },
        {
          kind: 'list',
          items: [
            'Use a trace width calculator for your exact copper and temperature limits, and add margin for current peaks.',
            'Avoid acute angles and stubs on fast signals; 45° corners or arcs are the norm.',
            'Route differential pairs together with constant spacing, and keep their lengths matched.',
            'Keep fast edges and clocks away from board edges and from the traces of connectors that leave the board.',
          ],
        },
      ],
    },
    {
      id: 'design-rules',
      heading: 'Design rules and manufacturability',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Set your design rules from the fabricator’s published capabilities before routing, not after. Standard-price capabilities at many fabricators are around 0.15 mm (6 mil) trace and space and 0.3 mm finished drill; finer features usually cost more and lower yield.',
        },
        {
          kind: 'list',
          items: [
            'Keep copper back from the board edge and from V-score lines.',
            'Use at least three fiducials on boards with fine-pitch parts for machine assembly.',
            'Add thermal reliefs on pads connected to large copper areas so they can be soldered.',
            'Avoid placing vias in pads unless the fabricator fills and caps them.',
          ],
        },
      ],
    },
    {
      id: 'release',
      heading: 'Before you press order',
      blocks: [
        {
          kind: 'steps',
          items: [
            {
              title: 'Run the checks',
              text: 'Electrical rules check on the schematic, design rules check on the layout, with zero unexplained errors.',
            },
            {
              title: 'Review',
              text: 'A second person walks the schematic and layout with a checklist: power, footprints, orientation, connectors, test points, mechanical fit.',
            },
            {
              title: 'Generate outputs',
              text: 'Gerber or ODB++ files, drill files, a fabrication drawing with stack-up and notes, BOM with manufacturer part numbers, and a pick-and-place file.',
            },
            {
              title: 'View the outputs',
              text: 'Open the Gerbers in a separate viewer. What the factory sees is what you get, not what your CAD tool shows.',
            },
          ],
        },
        {
          kind: 'callout',
          tone: 'safety',
          title: 'Plan a safe first power-up',
          text: 'Bring up a new board from a bench supply with the current limit set just above the expected draw. Check for shorts between rails and ground with a multimeter first, and watch for hot parts. A current limit turns a wrong footprint into a lesson instead of a fire.',
        },
      ],
    },
  ],
  related: [
    pageLink('/ground-loops', 'Return paths and ground planes in more depth.'),
    pageLink('/technical-drawing', 'Fabrication and assembly drawings.'),
    pageLink('/PcbDesigner', 'The PCB designer role and how to prepare for it.'),
    courseCategoryLink('pcb-design', 'PCB design courses from fundamentals to high-speed layout.'),
  ],
};
