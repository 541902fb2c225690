import { courseCategoryLink } from '../course-links';
import { pageLink } from '../page-summaries';
import type { ArticleContent } from '../types';

export const groundLoopsArticle: ArticleContent = {
  template: 'article',
  path: '/ground-loops',
  lead: 'A ground loop forms when two pieces of equipment are connected to ground along more than one path. Current circulates around the loop, and because signal references share part of that path, the current shows up as hum, noise or data errors. This guide explains the causes, how to find a loop on the bench, and the fixes that work.',
  audience:
    'Students and engineers who connect instruments, sensors, audio equipment or boards together. You should know Ohm’s law and how to use an oscilloscope.',
  sections: [
    {
      id: 'what-happens',
      heading: 'What actually happens',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Ground conductors are not perfect: a few metres of cable or a PCB trace has resistance and inductance. When two devices are each earthed through their mains plugs and are also joined by a signal cable’s shield or ground wire, the two ground paths form a closed loop.',
        },
        {
          kind: 'list',
          items: [
            'Different earth potentials: the earth pins of two sockets on different circuits can differ by tens or hundreds of millivolts, because load and leakage currents flow in the protective earth wiring. That difference drives current through the signal cable’s ground.',
            'Magnetic induction: a loop of wire acts as a one-turn transformer secondary. Transformers, motors and mains cables nearby induce a voltage in it, proportional to the loop’s area.',
            'Shared return paths: on a board or in a system, a high-current load returning through the same conductor as a sensitive signal adds its I × R drop to the signal’s reference.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'In every case the receiving circuit measures its input against a reference that is moving, and the movement appears as part of the signal.',
        },
      ],
    },
    {
      id: 'symptoms',
      heading: 'Symptoms',
      blocks: [
        {
          kind: 'list',
          items: [
            'Hum at 50 Hz (the mains frequency in India) and its harmonics at 100, 150 and 250 Hz in audio or sensor signals.',
            'A noisy or offset reading that changes when you move a cable, plug in a laptop charger, or switch on a nearby machine.',
            'Communication errors on serial links between equipment powered from different sockets.',
            'Noise that disappears when one device runs on battery.',
          ],
        },
      ],
    },
    {
      id: 'finding',
      heading: 'Finding a ground loop on the bench',
      blocks: [
        {
          kind: 'steps',
          items: [
            {
              title: 'Look at the noise',
              text: 'On the oscilloscope, set the time base to 5 ms/div. Noise that repeats every 20 ms (50 Hz) or 10 ms (100 Hz) points to mains-related coupling.',
            },
            {
              title: 'Break one connection at a time',
              text: 'Disconnect signal cables one by one, or run one device from a battery or a laptop on battery. When the noise vanishes, you have found the loop.',
            },
            {
              title: 'Measure between grounds',
              text: 'With a scope probe (ground clip on one device’s ground, tip on the other’s), look at the voltage between the two ground points while everything runs.',
            },
            {
              title: 'Suspect the measurement too',
              text: 'The scope’s own earthed probe ground can create the loop. A battery-powered or isolated instrument, or a differential probe, confirms whether the noise is real.',
            },
          ],
        },
      ],
    },
    {
      id: 'fixes',
      heading: 'Fixes that work',
      blocks: [
        {
          kind: 'callout',
          tone: 'safety',
          title: 'Never cure a ground loop by removing protective earth',
          text: 'Cutting the earth pin, using an adaptor that skips it, or disconnecting the earth wire inside equipment removes the protection that keeps its metal case safe during a fault. The hum goes away, and the next insulation failure can kill. Use one of the fixes below instead.',
        },
        {
          kind: 'table',
          caption: 'Ground loop fixes and when to use them',
          columns: ['Fix', 'How it helps', 'Good for'],
          rows: [
            [
              'Single-point (star) grounding',
              'All grounds meet at one point, so no loop exists',
              'Low-frequency analog systems, instrument racks, power returns',
            ],
            [
              'Differential (balanced) signals',
              'The receiver takes the difference of two wires and rejects the common ground noise',
              'RS-485, CAN, balanced audio, bridge sensors',
            ],
            [
              'Galvanic isolation',
              'Breaks the conductive path entirely: transformers, opto-couplers, digital isolators, isolated DC-DC converters',
              'USB links to PCs, long sensor runs, industrial I/O',
            ],
            [
              'Shield grounded at one end',
              'The shield still blocks electric fields but carries no loop current',
              'Low-frequency analog and audio cables',
            ],
            [
              'Shield grounded at both ends, 360°',
              'Needed for magnetic and high-frequency shielding; pair it with a low-impedance bond between the two chassis',
              'RF, high-speed data, EMC-critical cables',
            ],
            [
              'Smaller loop area',
              'Route signal and return conductors together, twisted where possible, so less magnetic flux links the loop',
              'Every cable and PCB',
            ],
            [
              'Common-mode choke or ferrite',
              'Adds impedance to currents flowing the same way on all conductors of a cable',
              'High-frequency loop currents',
            ],
          ],
        },
      ],
    },
    {
      id: 'on-the-pcb',
      heading: 'Ground loops on a circuit board',
      blocks: [
        {
          kind: 'paragraph',
          text: 'On a PCB the same physics appears as ground bounce and shared-impedance coupling. Current always returns to its source, and at high frequency it returns directly under the signal trace on the nearest plane.',
        },
        {
          kind: 'list',
          items: [
            'Use a continuous ground plane. Slots or splits under fast signals force the return current around the gap and create a large loop that radiates and picks up noise.',
            'Partition the layout instead of splitting the plane: keep analog parts together, digital parts together and power stages on their own area, so their return currents do not cross.',
            'Give high-current loads their own return path back to the supply, joining the sensitive ground at one point.',
            'Place decoupling capacitors next to each IC’s supply pins so fast current loops stay small and local.',
          ],
        },
      ],
    },
  ],
  related: [
    pageLink('/cable-types-routing', 'Shields, drain wires and segregation.'),
    pageLink('/usage-of-oscilloscope', 'Probing without adding a loop of your own.'),
    pageLink('/practical-pcb-design', 'Ground planes and return paths on boards.'),
    courseCategoryLink('test-measurement', 'EMC pre-compliance and bring-up courses.'),
  ],
};
