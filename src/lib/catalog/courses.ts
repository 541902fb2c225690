import type { CourseCategoryId } from './categories';

/**
 * The course catalogue as framework-free data: the public course pages and the candidate dashboard read the
 * same list. Courses are taught on the external learning platform; the portal describes them.
 */

type CourseLevel = 'Beginner' | 'Intermediate' | 'Advanced';
type CourseFormat = 'Self-paced online' | 'Live online' | 'Hybrid with lab days';

export interface Course {
  id: string;
  title: string;
  category: CourseCategoryId;
  level: CourseLevel;
  durationWeeks: number;
  hoursPerWeek: number;
  format: CourseFormat;
  summary: string;
  /** The modules in teaching order. */
  outline: readonly string[];
  /** Who the course is for and what they should know first. */
  audience: string;
  featured?: boolean;
}

export const COURSES: readonly Course[] = [
  {
    id: 'pcb-design-fundamentals',
    title: 'PCB Design Fundamentals with KiCad',
    category: 'pcb-design',
    level: 'Beginner',
    durationWeeks: 6,
    hoursPerWeek: 5,
    format: 'Self-paced online',
    summary: 'Design a two-layer microcontroller board from schematic to fabrication files and order it.',
    outline: [
      'Schematic capture, symbols and electrical rules check',
      'Footprints, land patterns and library hygiene',
      'Board outline, placement and decoupling',
      'Routing, ground planes and trace widths',
      'Design rules, DRC and fabrication outputs',
      'Final project: a reviewed board ready to order',
    ],
    audience: 'ECE and EEE students and diploma holders who can read a circuit diagram.',
    featured: true,
  },
  {
    id: 'high-speed-mixed-signal-layout',
    title: 'High-Speed and Mixed-Signal Layout',
    category: 'pcb-design',
    level: 'Advanced',
    durationWeeks: 8,
    hoursPerWeek: 6,
    format: 'Live online',
    summary:
      'Lay out boards with fast interfaces and sensitive analog parts that pass signal-integrity review.',
    outline: [
      'Return paths, reference planes and stack-up planning',
      'Controlled impedance and differential pairs',
      'Length matching for memory and parallel buses',
      'Power integrity: decoupling strategy and plane resonance',
      'Partitioning analog and digital without splitting ground',
      'Design review of a USB and ADC board',
    ],
    audience: 'PCB designers with a year of layout work, or graduates of the fundamentals course.',
  },
  {
    id: 'pcb-dfm-dfa',
    title: 'Design for Manufacture and Assembly of PCBs',
    category: 'pcb-design',
    level: 'Intermediate',
    durationWeeks: 4,
    hoursPerWeek: 4,
    format: 'Self-paced online',
    summary: 'Make boards that fabricators and assembly lines in India can build at yield, first time.',
    outline: [
      'Fabrication capabilities: trace, space, drill and annular ring',
      'Panelisation, fiducials and tooling holes',
      'Solder paste, reflow and component spacing',
      'Test points and in-circuit test access',
      'Writing the fabrication and assembly drawings',
    ],
    audience: 'Anyone who has laid out a board and wants it built without queries from the factory.',
  },
  {
    id: 'embedded-c-cortex-m',
    title: 'Embedded C on ARM Cortex-M',
    category: 'embedded-firmware',
    level: 'Beginner',
    durationWeeks: 8,
    hoursPerWeek: 6,
    format: 'Hybrid with lab days',
    summary:
      'Write, build and debug bare-metal C for a Cortex-M microcontroller on a real development board.',
    outline: [
      'C for hardware: fixed-width types, bit operations and volatile',
      'The toolchain: compiler, linker script and startup code',
      'GPIO, clocks and timers from the reference manual',
      'Interrupts and the NVIC',
      'Debugging over SWD with breakpoints and watchpoints',
      'Mini project: a data logger with a serial console',
    ],
    audience: 'Students of ECE, EEE or CSE who know basic C and want to program hardware.',
    featured: true,
  },
  {
    id: 'rtos-firmware',
    title: 'Real-Time Firmware with FreeRTOS',
    category: 'embedded-firmware',
    level: 'Intermediate',
    durationWeeks: 6,
    hoursPerWeek: 5,
    format: 'Live online',
    summary: 'Structure firmware as tasks, share data safely and meet timing deadlines.',
    outline: [
      'When a superloop stops being enough',
      'Tasks, priorities and the scheduler',
      'Queues, semaphores, mutexes and priority inversion',
      'Stack sizing, heap schemes and watchdogs',
      'Measuring timing with a logic analyser',
    ],
    audience: 'Firmware developers who have written bare-metal code with interrupts.',
  },
  {
    id: 'peripheral-drivers',
    title: 'Peripheral Drivers: UART, SPI, I2C and CAN',
    category: 'embedded-firmware',
    level: 'Intermediate',
    durationWeeks: 5,
    hoursPerWeek: 5,
    format: 'Hybrid with lab days',
    summary: 'Write drivers for the common serial buses and debug them from the waveform up.',
    outline: [
      'Reading a sensor datasheet and its timing diagrams',
      'UART with DMA and ring buffers',
      'SPI modes, chip select and flash memory',
      'I2C addressing, clock stretching and bus recovery',
      'CAN frames, bit timing and error handling',
    ],
    audience: 'Learners who have finished Embedded C or have equivalent bare-metal experience.',
  },
  {
    id: 'bench-instruments',
    title: 'Bench Instruments: DMM, Oscilloscope and Signal Generator',
    category: 'test-measurement',
    level: 'Beginner',
    durationWeeks: 3,
    hoursPerWeek: 4,
    format: 'Hybrid with lab days',
    summary: 'Use the three instruments of every electronics bench correctly and safely.',
    outline: [
      'Measurement safety and CAT ratings',
      'The multimeter: voltage, current, resistance and continuity',
      'The oscilloscope: probes, compensation, triggering and cursors',
      'The signal generator: loads, amplitude and offset',
      'Lab: measure the frequency response of a filter',
    ],
    audience: 'First- and second-year students, and anyone new to a hardware lab.',
    featured: true,
  },
  {
    id: 'board-bring-up',
    title: 'Board Bring-Up and Debugging',
    category: 'test-measurement',
    level: 'Intermediate',
    durationWeeks: 4,
    hoursPerWeek: 5,
    format: 'Hybrid with lab days',
    summary: 'Power up a new board step by step and find the faults that stop it working.',
    outline: [
      'Inspection and the current-limited first power-up',
      'Checking rails, clocks and resets',
      'Finding hot spots safely with a thermal camera',
      'Debugging with scope, logic analyser and firmware together',
      'Writing a bring-up report and an errata list',
    ],
    audience: 'Hardware and integration engineers who can use a DMM and an oscilloscope.',
  },
  {
    id: 'emc-pre-compliance',
    title: 'EMC Pre-Compliance Testing',
    category: 'test-measurement',
    level: 'Advanced',
    durationWeeks: 4,
    hoursPerWeek: 4,
    format: 'Live online',
    summary: 'Find and fix emission and immunity problems before the certification lab does.',
    outline: [
      'Emission and immunity tests a product must pass',
      'Near-field probes and a spectrum analyser on the bench',
      'Conducted emissions with a LISN',
      'Common fixes: filtering, shielding, layout and cabling',
      'Preparing for the accredited test lab',
    ],
    audience: 'Engineers who design or test products heading for certification.',
  },
  {
    id: 'technical-drawing-gdt',
    title: 'Technical Drawing and GD&T Basics',
    category: 'mechanical',
    level: 'Beginner',
    durationWeeks: 4,
    hoursPerWeek: 4,
    format: 'Self-paced online',
    summary: 'Read and check engineering drawings, from projection views to feature control frames.',
    outline: [
      'Title blocks, scales and projection symbols',
      'Orthographic, section and detail views',
      'Dimensioning styles and tolerance stack-up',
      'Limits and fits',
      'Datums and the common GD&T controls',
    ],
    audience: 'Mechanical, electrical and production students, and PCB designers who work with enclosures.',
  },
  {
    id: 'enclosure-design',
    title: 'Enclosure Design for Electronics',
    category: 'mechanical',
    level: 'Intermediate',
    durationWeeks: 6,
    hoursPerWeek: 5,
    format: 'Live online',
    summary: 'Design plastic and sheet-metal enclosures that hold, protect and cool a circuit board.',
    outline: [
      'Requirements: ingress protection, impact and temperature',
      'Injection-moulded plastics: walls, ribs, bosses and draft',
      'Sheet-metal enclosures: bends, hardware and earthing',
      'PCB mounting, connectors and cut-outs with ECAD data',
      'Heat paths, vents and heat sinks',
      'Project: an enclosure for a wall-mounted controller',
    ],
    audience: 'Mechanical design students and engineers who know a 3D CAD tool.',
    featured: true,
  },
  {
    id: 'cable-harness-design',
    title: 'Cable Harness Design and Documentation',
    category: 'mechanical',
    level: 'Intermediate',
    durationWeeks: 3,
    hoursPerWeek: 4,
    format: 'Self-paced online',
    summary: 'Specify, draw and route cable harnesses that are easy to build and survive the field.',
    outline: [
      'Wire sizes, insulation and cable types',
      'Connectors, crimps and mating cycles',
      'Shield termination and segregation',
      'Harness drawings, wire lists and labels',
      'Routing, clamping, bend radius and strain relief',
    ],
    audience: 'Electrical, mechanical and integration engineers who build systems from several boards.',
  },
  {
    id: 'hardware-product-management',
    title: 'Hardware Product Management',
    category: 'product-procurement',
    level: 'Intermediate',
    durationWeeks: 6,
    hoursPerWeek: 4,
    format: 'Live online',
    summary: 'Take a hardware product from customer problem to launch, on cost and on time.',
    outline: [
      'Finding the customer problem and writing requirements',
      'Cost targets, bill of materials and pricing',
      'Prototypes, pilot builds and engineering change',
      'Certification: BIS, WPC and export marks',
      'Launch, field feedback and product lifecycle',
    ],
    audience: 'Engineers with two or more years of experience moving towards product roles.',
    featured: true,
  },
  {
    id: 'component-sourcing',
    title: 'Electronic Component Sourcing and Procurement',
    category: 'product-procurement',
    level: 'Beginner',
    durationWeeks: 4,
    hoursPerWeek: 3,
    format: 'Self-paced online',
    summary: 'Buy the right parts at the right price, avoid counterfeits and keep production running.',
    outline: [
      'Reading a BOM: part numbers, packages and alternates',
      'Authorised distributors, brokers and counterfeit risk',
      'Lead times, minimum order quantities and buffer stock',
      'Lifecycle status, end-of-life notices and last-time buys',
      'Import, duties and documentation for India',
    ],
    audience: 'Graduates of any engineering branch heading for purchase, supply-chain or EMS roles.',
  },
  {
    id: 'product-design-electronics',
    title: 'Product Design for Electronic Devices',
    category: 'product-procurement',
    level: 'Beginner',
    durationWeeks: 5,
    hoursPerWeek: 4,
    format: 'Hybrid with lab days',
    summary: 'Shape devices people want to hold and use, and that engineers can still build.',
    outline: [
      'User research and use scenarios',
      'Sketching, form studies and ergonomics',
      'Colour, material and finish choices',
      'Designing around the circuit board and battery',
      'Appearance models and user testing',
    ],
    audience: 'Design and mechanical students, and engineers curious about industrial design.',
  },
];

export function coursesInCategory(category: CourseCategoryId | undefined): Course[] {
  return COURSES.filter((course) => !category || course.category === category);
}

export function featuredCourses(): Course[] {
  return COURSES.filter((course) => course.featured);
}

/** '6 weeks, about 5 hours a week'. */
export function courseDurationLabel(course: Pick<Course, 'durationWeeks' | 'hoursPerWeek'>): string {
  return `${course.durationWeeks} weeks, about ${course.hoursPerWeek} hours a week`;
}
