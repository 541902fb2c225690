import { courseCategoryLink } from '../course-links';
import { pageLink } from '../page-summaries';
import type { ArticleContent } from '../types';

export const dmmArticle: ArticleContent = {
  template: 'article',
  path: '/usage-of-dmm',
  lead: 'A digital multimeter (DMM) is the first instrument you reach for on any bench. Used well it answers most "is this alive?" questions in seconds; used carelessly it can blow a fuse, damage a board or hurt you. This guide covers the meter itself, safety ratings, and how to measure voltage, resistance, continuity and current correctly.',
  audience:
    'Engineering students and junior hardware engineers. You should know what voltage, current and resistance are; if not, start with the voltage and current guide.',
  sections: [
    {
      id: 'know-your-meter',
      heading: 'Know your meter',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Most handheld meters share the same layout: a display, a rotary function switch, a few buttons (range, hold, relative, min/max) and three or four input jacks. The jacks matter most, because the wrong jack is the cause of most meter accidents.',
        },
        {
          kind: 'table',
          caption: 'The input jacks of a typical handheld DMM',
          columns: ['Jack', 'Used for', 'What is inside'],
          rows: [
            ['COM', 'Every measurement (black lead)', 'The common reference of the meter'],
            [
              'V Ω (often with diode and capacitance symbols)',
              'Voltage, resistance, continuity, diode, capacitance',
              'A high input impedance, typically 10 MΩ on voltage ranges',
            ],
            [
              'mA or µA',
              'Small currents, up to a few hundred milliamps',
              'A low-value shunt resistor protected by a small fuse',
            ],
            [
              'A or 10 A',
              'Large currents, often limited to 30 seconds at the top of the range',
              'A very low-value shunt protected by a high-breaking-capacity fuse',
            ],
          ],
        },
        {
          kind: 'paragraph',
          text: 'Auto-ranging meters pick the range for you; manual meters need you to choose a range above the value you expect. The count of the display (for example 6000 counts) tells you the resolution: on a 6000-count meter the 6 V range shows up to 5.999 V in steps of 1 mV.',
        },
      ],
    },
    {
      id: 'cat-ratings',
      heading: 'Safety first: CAT ratings and leads',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Mains circuits carry short, high-voltage transients, for example when a motor switches off or lightning strikes nearby. A meter connected at that moment must not flash over internally. Measurement categories (CAT ratings, from IEC 61010) say how much transient energy the meter and leads are built to survive, and the closer you work to the building’s supply, the higher the category you need.',
        },
        {
          kind: 'table',
          caption: 'Measurement categories and where they apply',
          columns: ['Category', 'Where', 'Examples'],
          rows: [
            [
              'Not mains (older meters mark CAT I)',
              'Circuits not connected to mains',
              'Battery-powered boards, signal circuits, the low-voltage side of an isolated adapter',
            ],
            [
              'CAT II',
              'Equipment plugged into a socket',
              'Appliances, power tools, the mains input of a bench power supply',
            ],
            [
              'CAT III',
              'The building’s fixed installation',
              'Distribution boards, busbars, permanently wired motors, three-phase sockets',
            ],
            [
              'CAT IV',
              'The origin of the supply',
              'Service cable, energy meter, overhead lines, the main incomer',
            ],
          ],
        },
        {
          kind: 'callout',
          tone: 'safety',
          title: 'The lowest rating in the chain is your rating',
          text: 'A CAT III 600 V meter used with cheap leads rated CAT II 300 V is a CAT II 300 V setup. Check the meter, both leads and any clips or adaptors. Replace leads with cracked insulation or exposed metal, keep your fingers behind the finger guards, and use one hand where you can on live mains work.',
        },
        {
          kind: 'list',
          items: [
            'Check the meter on a known source (a battery or a live socket you trust) before and after measuring something you will rely on. A meter with a blown fuse or a broken lead can read 0 V on a live conductor.',
            'Connect the black (COM) lead first and remove it last; touch the red lead to the point you are testing.',
            'Never change function or range with the probes on a live circuit.',
            'Do not work on mains alone, and do not work on mains at all unless you are trained and authorised to.',
          ],
        },
      ],
    },
    {
      id: 'voltage',
      heading: 'Measuring voltage',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Voltage is always measured across something: in parallel with the part or between a node and ground. Because the meter’s input impedance is high (about 10 MΩ), it draws almost no current and barely disturbs most circuits.',
        },
        {
          kind: 'steps',
          items: [
            {
              title: 'Choose DC or AC',
              text: 'Use V⎓ (DC) for batteries, regulator outputs and logic rails; use V~ (AC) for mains and transformer secondaries.',
            },
            {
              title: 'Plug the leads in',
              text: 'Black in COM, red in V Ω. Check that nothing is in the current jacks.',
            },
            {
              title: 'Connect across the point',
              text: 'Black on the reference (usually circuit ground), red on the node you are checking.',
            },
            {
              title: 'Read and sanity-check',
              text: 'A minus sign only means the red lead is at the lower potential. Compare the reading with what the schematic says it should be.',
            },
          ],
        },
        {
          kind: 'callout',
          tone: 'tip',
          title: 'True RMS matters on distorted waveforms',
          text: 'Cheaper meters measure the average of an AC signal and scale it as if it were a sine wave. On the output of a dimmer, an inverter or a switch-mode supply that assumption fails and the reading can be wrong by tens of percent. A meter marked "True RMS" measures the real heating value.',
        },
        {
          kind: 'paragraph',
          text: 'In high-impedance circuits (a 1 MΩ divider, for example), the meter’s own 10 MΩ input appears in parallel with the part and pulls the reading down. If a reading seems low in such a circuit, that is the likely reason.',
        },
      ],
    },
    {
      id: 'resistance-continuity',
      heading: 'Resistance, continuity and diode test',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The meter measures resistance by pushing a small known current through the part and measuring the voltage. Any other source of voltage or current in the circuit spoils the reading and can damage the meter, so the circuit must be unpowered.',
        },
        {
          kind: 'steps',
          items: [
            {
              title: 'Power off and discharge',
              text: 'Switch off, unplug, and discharge large capacitors through a suitable resistor. Confirm with the voltage range that nothing is left.',
            },
            {
              title: 'Zero the leads',
              text: 'Touch the probes together. On the lowest range the leads read a few tenths of an ohm; subtract that, or use the relative (REL) button.',
            },
            {
              title: 'Measure, ideally out of circuit',
              text: 'In circuit, other parts in parallel lower the reading. Lift one end of the part when the value matters.',
            },
          ],
        },
        {
          kind: 'paragraph',
          text: 'Continuity mode beeps below a threshold of a few tens of ohms: ideal for checking cables, fuses and whether two pads are connected. Diode mode shows the forward voltage: about 0.5 to 0.7 V for a silicon junction, roughly 1.8 to 3 V for an LED (it may glow faintly), and "OL" in the reverse direction.',
        },
      ],
    },
    {
      id: 'current',
      heading: 'Measuring current',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Current must flow through the meter, so the meter goes in series: you break the circuit and let the meter complete it. In the current jacks the meter is almost a short circuit, which is exactly why current measurement is where most accidents happen.',
        },
        {
          kind: 'callout',
          tone: 'safety',
          title: 'Never put the current jacks across a voltage source',
          text: 'With the red lead in the A or mA jack, touching the probes across a battery, a power supply or a socket shorts it through the meter’s shunt. At best the fuse blows; on a supply with high fault current, a meter without a proper high-breaking-capacity fuse can explode and cause an arc flash. Move the red lead back to V Ω as soon as you finish measuring current.',
        },
        {
          kind: 'steps',
          items: [
            {
              title: 'Switch the circuit off',
              text: 'Open the circuit at a convenient point, for example by lifting a jumper or one end of a resistor.',
            },
            {
              title: 'Start on the highest range',
              text: 'Red lead in the A jack and the function switch on A, unless you are sure the current is small.',
            },
            {
              title: 'Insert the meter in series',
              text: 'Connect the meter across the gap, then power up and read. Drop to the mA jack and range only if the reading is small enough.',
            },
            {
              title: 'Finish safely',
              text: 'Power off before removing the meter, close the circuit, and put the red lead back into V Ω.',
            },
          ],
        },
        {
          kind: 'paragraph',
          text: 'The shunt drops a small voltage (the burden voltage) that the circuit no longer sees. On a low-voltage circuit drawing large current this can upset the circuit; for frequent or high-current measurements a clamp meter, which senses the magnetic field around a single conductor, avoids breaking the circuit at all.',
        },
      ],
    },
    {
      id: 'accuracy',
      heading: 'Reading the accuracy specification',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Accuracy is given as ±(percentage of reading + counts). Suppose the 6 V DC range is specified as ±(0.5% + 2 counts) and the meter shows 5.000 V. The error is up to 0.5% of 5.000 V (25 mV) plus 2 counts of the last digit (2 mV), so the true value lies between 4.973 V and 5.027 V.',
        },
        {
          kind: 'list',
          items: [
            'Use the lowest range that does not overload: the fixed count error is a smaller share of the reading.',
            'Accuracy is specified within a temperature range and a calibration interval; an old, uncalibrated meter can drift.',
            'Resolution is not accuracy: a sixth digit does not make the reading more correct.',
          ],
        },
      ],
    },
    {
      id: 'common-mistakes',
      heading: 'Common mistakes',
      blocks: [
        {
          kind: 'list',
          items: [
            'Leaving the red lead in the current jack and then measuring voltage.',
            'Measuring resistance on a powered board.',
            'Reading AC mains on the DC range (many meters show a small, meaningless number).',
            'Trusting a reading without checking the meter on a known source first.',
            'Measuring with probe tips too large for fine-pitch parts and shorting two pins together; use sharp tips or clip to test points.',
          ],
        },
      ],
    },
  ],
  related: [
    pageLink('/voltage-current', 'The quantities the meter measures.'),
    pageLink('/usage-of-oscilloscope', 'When the signal changes faster than a meter can show.'),
    courseCategoryLink('test-measurement', 'Lab courses on bench instruments and bring-up.'),
  ],
};
