import { courseCategoryLink } from '../course-links';
import { pageLink } from '../page-summaries';
import type { RoleContent } from '../types';

export const firmwareDeveloperRole: RoleContent = {
  template: 'role',
  path: '/FirmwareDeveloper',
  jobRole: 'firmware_developer',
  lead: 'A firmware developer writes the software that runs directly on a product’s microcontrollers: reading sensors, driving motors and displays, talking to other devices, and doing it reliably within tight limits of memory, power and time.',
  whatTheRoleDoes: [
    'Firmware sits closest to the hardware. A firmware developer reads schematics and datasheets as often as code, brings up new boards with the hardware team, and owns the behaviour of the device from power-on to shutdown.',
    'The work ranges from small bare-metal programs on 8-bit or 32-bit microcontrollers to real-time systems with an RTOS, communication stacks and over-the-air updates. Automotive, industrial automation, consumer IoT, medical and energy companies all hire for it.',
  ],
  dayToDay: [
    'Writing drivers for peripherals such as ADCs, timers, UART, SPI, I2C and CAN.',
    'Implementing product features as tasks or state machines.',
    'Debugging with a JTAG or SWD debugger, a logic analyser and an oscilloscope.',
    'Measuring and reducing power consumption for battery products.',
    'Reviewing code, writing unit tests and maintaining build scripts.',
    'Working with hardware and integration engineers to bring up new boards.',
  ],
  coreSkills: [
    {
      term: 'C for embedded systems',
      definition:
        'Pointers, bit manipulation, volatile, fixed-width types and memory layout; C++ in many teams.',
    },
    {
      term: 'Microcontroller architecture',
      definition:
        'Clocks, memory map, interrupts, DMA and low-power modes, learned from the reference manual.',
    },
    {
      term: 'Communication protocols',
      definition: 'UART, SPI, I2C and CAN at the waveform level, plus USB, Ethernet or BLE in some products.',
    },
    {
      term: 'Real-time design',
      definition: 'Interrupt latency, task priorities, RTOS primitives and avoiding race conditions.',
    },
    {
      term: 'Hardware debugging',
      definition:
        'Reading schematics and using bench instruments to tell a hardware fault from a software bug.',
    },
    {
      term: 'Engineering practice',
      definition: 'Version control with git, code review, static analysis and testing.',
    },
  ],
  tools: [
    'GCC for ARM, vendor IDEs such as STM32CubeIDE, MCUXpresso or ESP-IDF, and Keil or IAR in some companies',
    'git and a continuous integration server',
    'JTAG or SWD debug probes',
    'Logic analyser and oscilloscope',
    'FreeRTOS, Zephyr or a vendor RTOS',
  ],
  prepare: [
    courseCategoryLink('embedded-firmware', 'Embedded C, drivers and real-time firmware.'),
    pageLink('/usage-of-oscilloscope', 'Debugging firmware from the waveform up.'),
    pageLink('/voltage-current', 'The electrical basics behind every GPIO pin.'),
    pageLink('/EE-Skill-dictionary-v1', 'Terms you will meet in datasheets and job posts.'),
  ],
  entryPath: [
    {
      title: 'Study',
      text: 'A B.E. or B.Tech in ECE, EEE or CSE; electronics students have an edge with hardware, CSE students with software practice.',
    },
    {
      title: 'Build projects',
      text: 'Program an STM32 or ESP32 board without relying only on ready-made libraries: write at least one driver from the datasheet and publish the code.',
    },
    {
      title: 'Intern',
      text: 'Internships in automotive, IoT and industrial companies give experience with real codebases and reviews.',
    },
    {
      title: 'First job',
      text: 'Typical first titles are Embedded Software Engineer, Firmware Engineer Trainee or Graduate Engineer Trainee (embedded).',
    },
    {
      title: 'Grow',
      text: 'Developers move on to architecture, safety-critical work such as automotive functional safety, or team leadership.',
    },
  ],
};
