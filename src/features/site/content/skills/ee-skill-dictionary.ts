import { pageLink } from '../page-summaries';
import type { ArticleContent } from '../types';

export const skillDictionaryArticle: ArticleContent = {
  template: 'article',
  path: '/EE-Skill-dictionary-v1',
  lead: 'A shared vocabulary for electronics hardware work. Students, colleges and companies on the portal use these terms in courses, job posts and skill assessments, so that a skill means the same thing to everyone. This is version 1; the Skill Research Group revises it every semester.',
  audience: 'Anyone reading a job post, a course outline or a datasheet who meets an unfamiliar term.',
  sections: [
    {
      id: 'circuits-components',
      heading: 'Circuits and components',
      blocks: [
        {
          kind: 'terms',
          items: [
            {
              term: 'Capacitor',
              definition:
                'A component that stores energy in an electric field. It passes changing signals and blocks steady DC; its current is proportional to the rate of change of voltage.',
            },
            {
              term: 'Decoupling capacitor',
              definition:
                'A capacitor placed next to an IC’s supply pins that supplies fast bursts of current locally, keeping the supply voltage steady and noise off the rail.',
            },
            {
              term: 'Diode',
              definition:
                'A component that conducts in one direction. A silicon diode drops about 0.6 to 0.7 V when conducting; Schottky diodes drop less.',
            },
            {
              term: 'Impedance',
              definition:
                'The opposition of a circuit to alternating current, combining resistance and reactance; measured in ohms and dependent on frequency.',
            },
            {
              term: 'Inductor',
              definition:
                'A component that stores energy in a magnetic field and resists changes in current. Used in filters and switching regulators.',
            },
            {
              term: 'Kirchhoff’s laws',
              definition:
                'Current law: currents into a node equal currents out. Voltage law: around any closed loop the voltages sum to zero.',
            },
            {
              term: 'MOSFET',
              definition:
                'A transistor controlled by the voltage between its gate and source; the common choice for switching loads and in power converters.',
            },
            {
              term: 'Ohm’s law',
              definition: 'For a resistance, voltage equals current times resistance: V = I × R.',
            },
            {
              term: 'Operational amplifier (op-amp)',
              definition:
                'A high-gain differential amplifier used with feedback to build amplifiers, filters, buffers and comparators.',
            },
            {
              term: 'Pull-up resistor',
              definition:
                'A resistor that holds a signal line at the supply voltage when nothing drives it low, as on open-drain lines such as I2C.',
            },
            {
              term: 'Voltage regulator',
              definition:
                'A circuit that keeps an output voltage constant. Linear (LDO) regulators are simple and quiet but waste the voltage difference as heat; switching regulators are efficient but noisier.',
            },
          ],
        },
      ],
    },
    {
      id: 'measurement',
      heading: 'Measurement and test',
      blocks: [
        {
          kind: 'terms',
          items: [
            {
              term: 'Bandwidth (instrument)',
              definition:
                'The frequency at which an instrument shows a sine wave about 3 dB (roughly 30%) too small. Choose three to five times the highest frequency of interest.',
            },
            {
              term: 'Burden voltage',
              definition:
                'The voltage dropped across an ammeter’s shunt while it measures current; the circuit loses that voltage during the measurement.',
            },
            {
              term: 'CAT rating',
              definition:
                'The measurement category (CAT II, III or IV) of a meter and its leads, stating the mains transients they withstand at different points of an installation.',
            },
            {
              term: 'Differential probe',
              definition:
                'An oscilloscope probe that measures the voltage between two points without connecting either to earth; needed on circuits that are not earth-referenced.',
            },
            {
              term: 'Logic analyser',
              definition:
                'An instrument that records many digital signals at once and decodes buses such as SPI, I2C and UART.',
            },
            {
              term: 'Probe compensation',
              definition:
                'Adjusting a 10x probe’s trimmer capacitor against the scope’s square-wave output until the top of the wave is flat.',
            },
            {
              term: 'RMS (root mean square)',
              definition:
                'The DC value that would heat a resistor equally. For a sine wave it is the peak divided by √2.',
            },
            {
              term: 'Rise time',
              definition:
                'The time an edge takes to go from 10% to 90% of its final value; sets the bandwidth needed to see it.',
            },
            {
              term: 'Signal-to-noise ratio (SNR)',
              definition: 'The ratio of wanted signal power to noise power, usually in decibels.',
            },
            {
              term: 'Trigger',
              definition:
                'The condition, such as a rising edge crossing a level, that makes an oscilloscope start a capture so repeated captures line up.',
            },
          ],
        },
      ],
    },
    {
      id: 'grounding-emc',
      heading: 'Grounding, signal integrity and EMC',
      blocks: [
        {
          kind: 'terms',
          items: [
            {
              term: 'Characteristic impedance',
              definition:
                'The impedance a signal sees travelling along a uniform transmission line such as a coax cable or a controlled PCB trace, for example 50 Ω.',
            },
            {
              term: 'Common-mode noise',
              definition:
                'Noise that appears equally on both conductors of a pair relative to ground; differential receivers reject it.',
            },
            {
              term: 'Crosstalk',
              definition:
                'Unwanted coupling of a signal from one conductor into a neighbouring one through their mutual capacitance and inductance.',
            },
            {
              term: 'Electromagnetic compatibility (EMC)',
              definition:
                'A product’s ability to work in its electromagnetic environment without disturbing other equipment: limits on emissions, and immunity to interference.',
            },
            {
              term: 'Electrostatic discharge (ESD)',
              definition:
                'A sudden discharge of static charge, often thousands of volts, that can damage components; handled with protection devices and grounded work areas.',
            },
            {
              term: 'Galvanic isolation',
              definition:
                'Separating two circuits so no direct conduction path exists between them, while passing signals or power by transformer, light or capacitive coupling.',
            },
            {
              term: 'Ground loop',
              definition:
                'A loop formed when equipment is grounded along more than one path; currents in it add noise, often mains hum, to signals.',
            },
            {
              term: 'Ground plane',
              definition:
                'A large, continuous copper area on a PCB layer connected to ground, giving signals a low-impedance return path.',
            },
            {
              term: 'Return path',
              definition:
                'The route by which current flows back to its source. At high frequency it follows directly beneath the signal trace.',
            },
          ],
        },
      ],
    },
    {
      id: 'pcb-manufacturing',
      heading: 'PCB design and manufacturing',
      blocks: [
        {
          kind: 'terms',
          items: [
            {
              term: 'Bill of materials (BOM)',
              definition:
                'The list of every part in an assembly with reference designators, quantities and manufacturer part numbers.',
            },
            {
              term: 'Design for manufacture (DFM)',
              definition:
                'Designing so that a product can be made reliably and cheaply with the processes the factory has.',
            },
            {
              term: 'Design rules check (DRC)',
              definition:
                'The automatic check in PCB tools that copper widths, spacing, drills and clearances meet the chosen rules.',
            },
            {
              term: 'Fiducial',
              definition:
                'A small bare copper mark on a PCB that assembly machines use as an optical reference to place parts accurately.',
            },
            {
              term: 'Footprint',
              definition:
                'The pattern of pads, outline and markings on a PCB where a component is soldered; also called a land pattern.',
            },
            {
              term: 'Gerber file',
              definition:
                'The standard file format describing each copper, solder mask and silkscreen layer sent to a PCB fabricator.',
            },
            {
              term: 'Panelisation',
              definition:
                'Arranging several boards in one panel with rails and break-off tabs or V-scores so they can be assembled together.',
            },
            {
              term: 'Reflow soldering',
              definition:
                'Soldering surface-mount parts by printing solder paste, placing parts, and heating the board through a controlled temperature profile.',
            },
            {
              term: 'Stack-up',
              definition:
                'The order, thickness and material of copper and insulating layers in a multilayer PCB.',
            },
            { term: 'Via', definition: 'A plated hole that connects copper on different layers of a PCB.' },
          ],
        },
      ],
    },
    {
      id: 'embedded-firmware',
      heading: 'Embedded systems and firmware',
      blocks: [
        {
          kind: 'terms',
          items: [
            {
              term: 'Analog-to-digital converter (ADC)',
              definition:
                'A circuit that turns a voltage into a number; resolution (bits) and sampling rate describe it.',
            },
            {
              term: 'Bootloader',
              definition:
                'A small program that runs at reset and can load or update the main firmware, for example over UART or USB.',
            },
            {
              term: 'CAN',
              definition:
                'Controller Area Network: a robust differential bus with message priorities, used in vehicles and industrial machines.',
            },
            {
              term: 'I2C',
              definition:
                'A two-wire bus (clock and data) with addressed devices and open-drain lines that need pull-up resistors.',
            },
            {
              term: 'Interrupt',
              definition:
                'A hardware signal that pauses the running code to execute a short handler when an event occurs.',
            },
            {
              term: 'Microcontroller (MCU)',
              definition:
                'A single chip with a processor, memory and peripherals such as timers, ADCs and serial ports, running firmware.',
            },
            {
              term: 'PWM (pulse-width modulation)',
              definition:
                'Switching a signal on and off at a fixed frequency and varying the on-time to control average power, such as motor speed or LED brightness.',
            },
            {
              term: 'Real-time operating system (RTOS)',
              definition:
                'A small operating system that schedules tasks by priority so that time-critical work meets its deadlines.',
            },
            {
              term: 'SPI',
              definition:
                'A fast synchronous serial bus with clock, data-out, data-in and a chip-select line per device.',
            },
            {
              term: 'UART',
              definition:
                'An asynchronous serial interface that sends bytes at an agreed baud rate, such as 115200 bits per second, without a clock line.',
            },
            {
              term: 'Watchdog timer',
              definition:
                'A timer that resets the microcontroller unless the firmware restarts it regularly, recovering from hangs.',
            },
          ],
        },
      ],
    },
    {
      id: 'mechanical-product',
      heading: 'Mechanical, documentation and product',
      blocks: [
        {
          kind: 'terms',
          items: [
            {
              term: 'Bend radius',
              definition:
                'The smallest radius a cable may be bent to without damage, given as a multiple of its outer diameter.',
            },
            {
              term: 'Certification',
              definition:
                'Approval a product needs before sale; in India this includes BIS registration for many electronics and WPC approval for wireless devices.',
            },
            {
              term: 'Derating',
              definition:
                'Using a part below its maximum rating (for example half its power rating) to improve reliability and allow for heat.',
            },
            {
              term: 'End of life (EOL)',
              definition:
                'A manufacturer’s notice that a part will stop being made, usually with a last-time-buy date.',
            },
            {
              term: 'Engineering change order (ECO)',
              definition:
                'A controlled request that records and approves a change to a released design or document.',
            },
            {
              term: 'GD&T',
              definition:
                'Geometric dimensioning and tolerancing: symbols that control form, orientation and position of features relative to datums.',
            },
            {
              term: 'IP rating',
              definition:
                'A two-digit code (IEC 60529) for an enclosure’s protection against solids and water, such as IP65.',
            },
            {
              term: 'Lead time',
              definition:
                'The time between ordering a part and receiving it; for some components it can be months.',
            },
            {
              term: 'Tolerance',
              definition:
                'The permitted variation of a dimension or value, such as ±0.1 mm or a resistor’s ±1%.',
            },
          ],
        },
      ],
    },
  ],
  related: [
    pageLink('/skill-research-group', 'The group that maintains this dictionary.'),
    pageLink('/skill-based-training', 'How skills are assessed on a four-level scale.'),
    pageLink('/resources', 'Guides that explain these terms in depth.'),
  ],
};
