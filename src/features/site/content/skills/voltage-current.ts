import { pageLink } from '../page-summaries';
import type { ArticleContent } from '../types';

export const voltageCurrentArticle: ArticleContent = {
  template: 'article',
  path: '/voltage-current',
  lead: 'Every measurement, design review and debugging session rests on a few quantities: voltage, current, resistance and power. This guide explains what they are, how Ohm’s law and Kirchhoff’s laws tie them together, and how to use them to size real parts.',
  audience:
    'First-year students of any engineering branch, and anyone who wants a quick refresher before lab work.',
  sections: [
    {
      id: 'quantities',
      heading: 'The quantities and their units',
      blocks: [
        {
          kind: 'table',
          caption: 'Basic electrical quantities',
          columns: ['Quantity', 'Symbol', 'Unit', 'What it means'],
          rows: [
            [
              'Voltage (potential difference)',
              'V or U',
              'volt (V)',
              'Energy per unit charge between two points: 1 V = 1 joule per coulomb',
            ],
            ['Current', 'I', 'ampere (A)', 'Rate of flow of charge: 1 A = 1 coulomb per second'],
            ['Resistance', 'R', 'ohm (Ω)', 'Opposition to current: 1 Ω passes 1 A when 1 V is applied'],
            ['Power', 'P', 'watt (W)', 'Rate of energy transfer: 1 W = 1 joule per second'],
            ['Charge', 'Q', 'coulomb (C)', 'Amount of electricity; one electron carries about 1.6 × 10⁻¹⁹ C'],
          ],
        },
        {
          kind: 'paragraph',
          text: 'Voltage is always between two points; "the voltage at a node" means the voltage between that node and a chosen reference, usually ground. Current is always through something. By convention current flows from the positive terminal through the circuit to the negative terminal, even though electrons in a wire move the other way.',
        },
      ],
    },
    {
      id: 'ohms-law',
      heading: 'Ohm’s law',
      blocks: [
        {
          kind: 'paragraph',
          text: 'For a resistor, voltage and current are proportional: V = I × R. Rearranged, I = V / R and R = V / I. A 1 kΩ resistor with 5 V across it carries 5 V / 1000 Ω = 5 mA.',
        },
        {
          kind: 'callout',
          tone: 'tip',
          title: 'Keep units consistent',
          text: 'Volts, amperes and ohms work together; so do volts, milliamperes and kilo-ohms (5 V / 1 kΩ = 5 mA). Mixing milliamperes with ohms is the most common slip in hand calculations.',
        },
        {
          kind: 'paragraph',
          text: 'Not every part obeys Ohm’s law. A diode or LED has an almost fixed forward voltage over a wide current range, and a filament lamp’s resistance rises as it heats. For such parts, use the curves in the datasheet.',
        },
      ],
    },
    {
      id: 'power',
      heading: 'Power and heat',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Power is P = V × I. Combining with Ohm’s law gives P = I² × R and P = V² / R. A resistor turns that power into heat, so every resistor has a power rating, such as 0.125 W for a small 0805 chip or 0.25 W for a common through-hole part.',
        },
        {
          kind: 'list',
          items: [
            'Design for margin: keep dissipation at half the rating or less, because ratings assume good cooling and a low ambient temperature.',
            'Current is squared in P = I² × R: doubling the current through a resistor quadruples its heat.',
            'The same applies to copper: a PCB trace or a thin wire has resistance, and high current heats it.',
          ],
        },
      ],
    },
    {
      id: 'series-parallel',
      heading: 'Series, parallel and Kirchhoff’s laws',
      blocks: [
        {
          kind: 'list',
          items: [
            'Kirchhoff’s current law: the currents flowing into a node equal the currents flowing out.',
            'Kirchhoff’s voltage law: around any closed loop, the voltage rises equal the voltage drops.',
            'Series resistors carry the same current; their resistances add: R = R1 + R2.',
            'Parallel resistors share the same voltage; their conductances add: 1/R = 1/R1 + 1/R2. Two equal resistors in parallel give half the value.',
          ],
        },
        {
          kind: 'heading',
          text: 'The voltage divider',
        },
        {
          kind: 'paragraph',
          text: 'Two resistors in series across a supply divide its voltage: Vout = Vin × R2 / (R1 + R2). With Vin = 12 V, R1 = 10 kΩ and R2 = 3.3 kΩ, the output is 12 × 3.3 / 13.3, about 2.98 V, safe for a 3.3 V ADC input. A divider only holds its value if the load draws much less current than flows through the divider.',
        },
      ],
    },
    {
      id: 'led-example',
      heading: 'Worked example: an LED resistor',
      blocks: [
        {
          kind: 'steps',
          items: [
            {
              title: 'Collect the numbers',
              text: 'Supply 5 V, red LED with a forward voltage of about 2.0 V, target current 10 mA.',
            },
            {
              title: 'Find the resistor voltage',
              text: 'By Kirchhoff’s voltage law the resistor drops 5 V − 2.0 V = 3.0 V.',
            },
            {
              title: 'Apply Ohm’s law',
              text: 'R = 3.0 V / 10 mA = 300 Ω. The nearest standard value above is 330 Ω, giving 3.0 V / 330 Ω ≈ 9.1 mA.',
            },
            { title: 'Check the power', text: 'P = 3.0 V × 9.1 mA ≈ 27 mW, well within a 0.125 W part.' },
          ],
        },
      ],
    },
    {
      id: 'ac-and-safety',
      heading: 'AC, RMS and safety',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Mains in India is 230 V at 50 Hz. The 230 V is an RMS value: the DC voltage that would heat a resistor equally. For a sine wave the peak is √2 times the RMS value, so 230 V mains peaks at about 325 V, and its peak-to-peak swing is about 650 V.',
        },
        {
          kind: 'callout',
          tone: 'safety',
          title: 'Current through the body is what harms',
          text: 'A few tens of milliamperes across the chest can stop the heart, and mains voltage can drive that current through skin. Treat anything connected to mains, and large charged capacitors, as dangerous: switch off, isolate, discharge and verify before you touch.',
        },
        {
          kind: 'paragraph',
          text: 'To measure these quantities: a voltmeter goes in parallel with what you measure, an ammeter goes in series so the current flows through it. The multimeter guide shows both step by step.',
        },
      ],
    },
  ],
  related: [
    pageLink('/usage-of-dmm', 'Measuring voltage, current and resistance safely.'),
    pageLink('/signal-generator-usage', 'Peak-to-peak, RMS and dBm on the bench.'),
    pageLink('/EE-Skill-dictionary-v1', 'Definitions of the terms used here.'),
  ],
};
