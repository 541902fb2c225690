import { courseCategoryLink } from '../course-links';
import { pageLink } from '../page-summaries';
import type { ArticleContent } from '../types';

export const cableRoutingArticle: ArticleContent = {
  template: 'article',
  path: '/cable-types-routing',
  lead: 'Many field failures in electronic systems are not on the boards but between them: the wrong cable, a shield connected badly, a harness routed beside a motor cable or bent too tightly. This guide covers the main cable types, how shielding works, and the routing rules that keep a system reliable.',
  audience:
    'Students and engineers who build systems from more than one board: integration, hardware, mechanical and test engineers.',
  sections: [
    {
      id: 'cable-types',
      heading: 'Cable types and what they are for',
      blocks: [
        {
          kind: 'table',
          caption: 'Common cable types',
          columns: ['Type', 'Construction', 'Use it for', 'Watch out for'],
          rows: [
            [
              'Single-core and multicore power',
              'Stranded copper, PVC or rubber insulation, sized by cross-section in mm²',
              'Supply and motor power',
              'Voltage drop and heating on long runs; the insulation’s temperature rating',
            ],
            [
              'Flat ribbon (IDC)',
              'Parallel conductors at 1.27 mm pitch, crimped into insulation-displacement connectors',
              'Short links between boards inside one enclosure',
              'Crosstalk; alternate signal and ground wires for fast signals',
            ],
            [
              'Twisted pair (UTP, STP)',
              'Pairs of wires twisted together, optionally shielded',
              'Differential signals: Ethernet, RS-485, CAN, balanced analog',
              'Keep both wires of a pair for one signal; untwist as little as possible at terminations',
            ],
            [
              'Coaxial',
              'A centre conductor inside a dielectric and a shield, with a defined impedance (50 Ω for RF and instruments, 75 Ω for video)',
              'RF, instrument connections, clocks',
              'Minimum bend radius; impedance mismatch at connectors',
            ],
            [
              'Shielded multicore',
              'Several conductors under a foil, a braid or both',
              'Sensor and control signals in noisy places',
              'How the shield is terminated matters as much as the shield',
            ],
            [
              'FFC and FPC',
              'Flat flexible conductors, printed or laminated',
              'Displays, cameras and hinged parts inside compact products',
              'Number of flex cycles; locking of the connector latch',
            ],
          ],
        },
      ],
    },
    {
      id: 'choosing',
      heading: 'Choosing a cable for a signal',
      blocks: [
        {
          kind: 'list',
          items: [
            'Power: size the conductor for current (heating) and for voltage drop over the length. Remember that the current flows out and back, so a 2 m cable has 4 m of conductor in the loop.',
            'Low-level analog (thermocouples, strain gauges, microphones): twisted pair with an overall shield, kept away from power cables.',
            'Digital serial links between units: twisted pair with the impedance the standard expects, for example 120 Ω for RS-485 and CAN, terminated at both ends of the bus.',
            'High-speed data (USB, Ethernet, HDMI): buy cables made to the standard; their impedance and pairing are part of the interface.',
            'RF: coax of the right impedance and loss for the frequency and length.',
          ],
        },
        {
          kind: 'table',
          caption: 'Wire sizes: AWG and metric cross-section',
          columns: ['AWG', 'Cross-section (mm²)'],
          rows: [
            ['24', '0.205'],
            ['22', '0.326'],
            ['20', '0.518'],
            ['18', '0.823'],
            ['16', '1.31'],
            ['14', '2.08'],
          ],
        },
        {
          kind: 'callout',
          tone: 'note',
          title: 'Current ratings depend on the installation',
          text: 'The current a wire can carry depends on its insulation’s temperature rating, the ambient temperature, how many wires share a bundle and how well it is cooled. Take ratings from the cable maker’s datasheet and the applicable wiring standard, not from a single rule of thumb.',
        },
      ],
    },
    {
      id: 'shielding',
      heading: 'Shielding and shield termination',
      blocks: [
        {
          kind: 'list',
          items: [
            'Foil shields cover 100% of the cable and work well at high frequency, but tear when flexed and have higher resistance. A bare drain wire runs along the foil so it can be terminated.',
            'Braided shields cover roughly 70 to 95% of the surface, have low resistance, and survive flexing. They are better at low frequencies and for carrying shield current.',
            'Foil plus braid combines both and is used where emissions or immunity matter.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'A shield only works if it is connected well. At high frequency, a shield connected through a long wire (a "pigtail") is little better than no shield, because the pigtail’s inductance blocks the shield current. Terminate shields all the way around the connector (360°) to a metal backshell that bonds to the enclosure.',
        },
        {
          kind: 'paragraph',
          text: 'For low-frequency analog signals where ground loops are the bigger risk, connect the shield at one end only, usually at the receiving instrument. For high-frequency and EMC-critical cables, bond it at both ends and keep the two enclosures well bonded to each other.',
        },
      ],
    },
    {
      id: 'routing',
      heading: 'Routing rules',
      blocks: [
        {
          kind: 'list',
          items: [
            'Segregate by type: keep mains and motor cables, digital and communication cables, and sensitive analog cables in separate bundles or trays, with as much distance as the layout allows.',
            'Cross at right angles when different classes must cross, so that they share as little length as possible.',
            'Route signal and return together: a twisted or adjacent return keeps the loop area, and therefore pickup and emissions, small.',
            'Keep away from sharp edges and hot parts; use grommets wherever a cable passes through sheet metal.',
            'Provide strain relief at every connector so that a pull on the cable is taken by a clamp, not by the crimps or solder joints.',
            'Leave a service loop where a board or connector may need to be removed, and where a cable crosses a hinge.',
            'Label both ends of every cable with an identifier that matches the wiring diagram.',
          ],
        },
        {
          kind: 'heading',
          text: 'Bend radius',
        },
        {
          kind: 'paragraph',
          text: 'Bending a cable too tightly kinks conductors, cracks foil shields and changes the impedance of coax and twisted pair. Datasheets give a minimum bend radius as a multiple of the cable’s outer diameter (OD), often larger for cables that move than for fixed installation.',
        },
        {
          kind: 'table',
          caption: 'Typical minimum bend radius (always check the cable’s datasheet)',
          columns: ['Cable', 'Fixed installation', 'Flexing in use'],
          rows: [
            ['Unshielded multicore', 'About 4 to 6 × OD', 'About 10 × OD or more'],
            ['Shielded multicore', 'About 6 to 10 × OD', 'About 10 to 15 × OD'],
            ['Twisted-pair data (for example Cat 6)', 'About 4 × OD', 'Use cables sold for flexing'],
            ['Coaxial', 'About 5 to 10 × OD', 'About 10 × OD or more'],
          ],
        },
        {
          kind: 'callout',
          tone: 'tip',
          title: 'Use a cable rated for motion where it moves',
          text: 'Ordinary cables fail after a surprisingly small number of bends. Robots, drag chains and doors need cables sold for continuous flexing, routed so that they bend over the largest radius the mechanism allows.',
        },
      ],
    },
  ],
  related: [
    pageLink('/ground-loops', 'Why one-end versus both-end shield grounding matters.'),
    pageLink('/electro-mechanical', 'Connectors, strain relief and enclosures.'),
    courseCategoryLink('mechanical', 'Cable harness and enclosure courses.'),
  ],
};
