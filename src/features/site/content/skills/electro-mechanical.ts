import { courseCategoryLink } from '../course-links';
import { pageLink } from '../page-summaries';
import type { ArticleContent } from '../types';

export const electroMechanicalArticle: ArticleContent = {
  template: 'article',
  path: '/electro-mechanical',
  lead: 'Every electronic product is also a mechanical one. Boards sit in enclosures, connectors are pushed and pulled, motors and relays move things, and heat has to go somewhere. Electro-mechanical design is the work at that boundary, and it decides whether a product survives its first year in the field.',
  audience:
    'Electrical, electronics and mechanical students, and engineers who work across the two disciplines in product teams.',
  sections: [
    {
      id: 'enclosures',
      heading: 'Enclosures and ingress protection',
      blocks: [
        {
          kind: 'paragraph',
          text: 'An enclosure holds the parts, protects them and protects people from them. Its protection against solids and water is stated as an IP code (IEC 60529): two digits, the first for solids and the second for liquids.',
        },
        {
          kind: 'table',
          caption: 'Common IP code digits',
          columns: ['Code', 'First digit: solids', 'Second digit: water'],
          rows: [
            ['IP2X / IPX2', 'Fingers (12.5 mm objects)', 'Dripping water when tilted up to 15°'],
            ['IP4X / IPX4', 'Wires and tools over 1 mm', 'Splashing from any direction'],
            ['IP5X / IPX5', 'Dust-protected', 'Water jets from a nozzle'],
            ['IP6X / IPX6', 'Dust-tight', 'Powerful water jets'],
            ['IPX7', 'Not applicable', 'Temporary immersion up to 1 m'],
          ],
        },
        {
          kind: 'paragraph',
          text: 'An outdoor controller in Indian monsoon conditions typically needs IP65 or better. A gasket, cable glands of the right size for the cable, and a breather vent to stop condensation matter as much as the enclosure material.',
        },
      ],
    },
    {
      id: 'mounting-boards',
      heading: 'Mounting boards and connectors',
      blocks: [
        {
          kind: 'list',
          items: [
            'Agree on the board outline, mounting holes, connector positions and height limits with the mechanical designer before layout starts, and exchange 3D models (STEP) at every revision.',
            'Keep copper and components out of the area under screw heads and standoffs, unless the mounting hole is meant to connect the board ground to the chassis.',
            'Support heavy parts (transformers, large capacitors, heat sinks) mechanically instead of by their solder joints.',
            'Choose connectors for the number of mating cycles they will see, with a latch or locking feature where vibration could loosen them.',
            'Mount panel connectors to the enclosure, not only to the board, so that plugging force does not crack solder joints.',
          ],
        },
      ],
    },
    {
      id: 'actuators',
      heading: 'Motors, solenoids and relays',
      blocks: [
        {
          kind: 'table',
          caption: 'Common actuators and how they are driven',
          columns: ['Actuator', 'How it moves', 'Driven by'],
          rows: [
            [
              'Brushed DC motor',
              'Continuous rotation, speed set by voltage',
              'An H-bridge or a single switch with PWM',
            ],
            [
              'Brushless DC (BLDC) motor',
              'Continuous rotation with high efficiency and life',
              'A three-phase driver with commutation from sensors or back-EMF',
            ],
            [
              'Stepper motor',
              'Fixed steps (often 1.8°) without feedback',
              'A stepper driver with current control and microstepping',
            ],
            ['RC servo', 'To an angle set by the pulse width', 'A 50 Hz pulse of about 1 to 2 ms'],
            [
              'Solenoid',
              'Pulls or pushes a plunger',
              'A switch; often a high pull-in current then a lower hold current',
            ],
            ['Relay', 'Opens or closes contacts', 'A transistor driving the coil'],
          ],
        },
        {
          kind: 'callout',
          tone: 'safety',
          title: 'Inductive loads need a path for their energy',
          text: 'When a switch turns off a relay coil, solenoid or motor, the stored magnetic energy produces a voltage spike that can destroy the driving transistor. Fit a flyback diode across DC coils, a snubber or varistor across AC loads, and use drivers with built-in protection for motors.',
        },
        {
          kind: 'paragraph',
          text: 'A relay has two ratings: the coil (voltage and current to operate it) and the contacts (the voltage and current they can switch, which is lower for DC and for inductive loads). Check both. For frequent switching or silent operation, a solid-state relay or a MOSFET may suit better.',
        },
      ],
    },
    {
      id: 'heat',
      heading: 'Heat',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Every watt a part dissipates has to flow out to the surroundings through a chain of thermal resistances: junction to case, case to heat sink, heat sink to air, and air out of the enclosure. The junction temperature is the ambient temperature plus the power times the total thermal resistance.',
        },
        {
          kind: 'list',
          items: [
            'Design for the hottest day: an enclosure in direct sun in Indian summer can reach well over 60 °C inside.',
            'Use thermal pads or paste between hot parts and metal, and copper areas with thermal vias under power packages.',
            'Place vents for a chimney effect, low inlet and high outlet, and keep hot parts away from electrolytic capacitors, whose life halves for roughly every 10 °C rise.',
          ],
        },
      ],
    },
    {
      id: 'vibration-tolerances',
      heading: 'Vibration, strain and tolerances',
      blocks: [
        {
          kind: 'list',
          items: [
            'Clamp cables near connectors, use locking connectors and thread-locking compound on screws where the product will vibrate.',
            'Stack up tolerances between the board, its standoffs and the enclosure cut-outs; a connector that sits 0.5 mm off centre can be impossible to mate.',
            'Allow for the different thermal expansion of plastics, metals and FR-4.',
          ],
        },
        {
          kind: 'callout',
          tone: 'safety',
          title: 'Isolate energy before working on machines',
          text: 'Motors can start unexpectedly, springs and compressed air store energy, and capacitors in drives stay charged after switch-off. Isolate and lock out power, wait for the discharge time stated on the equipment, and verify before you put your hands in.',
        },
      ],
    },
  ],
  related: [
    pageLink('/technical-drawing', 'Reading the enclosure and bracket drawings.'),
    pageLink('/cable-types-routing', 'Cables, glands and strain relief.'),
    pageLink('/MechDesigner', 'The mechanical designer role.'),
    courseCategoryLink('mechanical', 'Enclosure, harness and drawing courses.'),
  ],
};
