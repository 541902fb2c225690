import { courseCategoryLink } from '../course-links';
import { pageLink } from '../page-summaries';
import type { ArticleContent } from '../types';

export const signalGeneratorArticle: ArticleContent = {
  template: 'article',
  path: '/signal-generator-usage',
  lead: 'A function or arbitrary waveform generator makes the test signals you feed into a circuit: sine waves for filters and amplifiers, square waves for logic and timing, pulses and sweeps for everything else. This guide explains the settings, the 50 Ω output that confuses almost everyone once, and a complete filter measurement.',
  audience:
    'Students and junior engineers who have used an oscilloscope. The examples assume a typical bench generator with a 50 Ω output and a BNC connector.',
  sections: [
    {
      id: 'settings',
      heading: 'The settings that define a signal',
      blocks: [
        {
          kind: 'table',
          caption: 'Signal generator settings',
          columns: ['Setting', 'Meaning', 'Typical use'],
          rows: [
            [
              'Waveform',
              'Sine, square, ramp (triangle), pulse, noise or an arbitrary shape',
              'Sine for analog, square and pulse for digital',
            ],
            [
              'Frequency or period',
              'Cycles per second, or the time of one cycle',
              'Sweep it to find a filter’s cut-off',
            ],
            [
              'Amplitude',
              'Usually peak-to-peak (Vpp); some menus also offer Vrms or dBm',
              'Keep it inside the input range of the circuit',
            ],
            [
              'Offset',
              'A DC level added to the waveform',
              'Shift a 0 to 3.3 V logic signal, or bias a single-supply amplifier',
            ],
            [
              'Duty cycle or pulse width',
              'The share of each period the signal is high',
              'PWM tests and timing margins',
            ],
          ],
        },
        {
          kind: 'paragraph',
          text: 'Amplitude units are easy to mix up. For a sine wave, Vpp is twice the peak, and Vrms is the peak divided by √2. A 2 Vpp sine therefore has a 1 V peak and about 0.707 Vrms. dBm describes power into 50 Ω: 0 dBm is 1 mW, about 0.632 Vpp into 50 Ω.',
        },
      ],
    },
    {
      id: 'output-impedance',
      heading: 'The 50 Ω output and the load setting',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Most generators have a 50 Ω source resistance in series with the output. The generator does not know what you connect, so it asks you: the load (or output termination) setting is either 50 Ω or High-Z.',
        },
        {
          kind: 'list',
          items: [
            'Set to 50 Ω and connected to a 50 Ω load, the displayed amplitude appears at the load, because half the internal voltage drops across the source resistance.',
            'Set to 50 Ω but connected to a high-impedance input such as a scope (1 MΩ) or an op-amp, the circuit sees twice the displayed amplitude.',
            'Set to High-Z and connected to a high-impedance input, the displayed amplitude is what you get.',
          ],
        },
        {
          kind: 'callout',
          tone: 'tip',
          title: 'If the scope shows double, check the load setting',
          text: 'Seeing 2 Vpp on the scope when the generator says 1 Vpp is almost always the 50 Ω setting driving a 1 MΩ input. Change the setting to High-Z, or terminate the cable with a 50 Ω feed-through at the scope.',
        },
      ],
    },
    {
      id: 'connecting',
      heading: 'Connecting to a circuit safely',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The outer shell of the BNC output is normally connected to protective earth, like the oscilloscope’s probe grounds. Connect it to circuit ground only, and connect the signal to the input you are testing.',
        },
        {
          kind: 'callout',
          tone: 'safety',
          title: 'Do not drive a powered node or a mains-referenced circuit',
          text: 'Never connect the generator to a circuit that is not referenced to earth, such as a non-isolated mains supply: its earthed shell would short that circuit to earth. Do not connect the output to a node that another source is already driving, such as a supply rail; the two sources fight and either can be damaged.',
        },
        {
          kind: 'list',
          items: [
            'Start with the output off and a small amplitude, switch on, then raise the amplitude while you watch the circuit.',
            'Respect the input limits of the circuit: a 5 Vpp signal with no offset swings to −2.5 V, which can damage a microcontroller pin that only accepts 0 to 3.3 V. Add offset so the signal stays inside the allowed range.',
            'Use coaxial cable with BNC connectors for anything above a few hundred kilohertz; loose clip leads pick up noise and ring on fast edges.',
          ],
        },
      ],
    },
    {
      id: 'filter-lab',
      heading: 'Worked example: measure an RC low-pass filter',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Build a low-pass filter from a 1.6 kΩ resistor and a 100 nF capacitor. Its cut-off frequency is 1 / (2π × R × C) = 1 / (2π × 1600 Ω × 100 nF), which is about 995 Hz, so close to 1 kHz.',
        },
        {
          kind: 'steps',
          items: [
            {
              title: 'Set the generator',
              text: 'Sine wave, 100 Hz, 2 Vpp, no offset, load High-Z. Connect it to the filter input.',
            },
            {
              title: 'Watch both sides',
              text: 'Channel 1 of the scope on the input, channel 2 on the capacitor (the output). Trigger on channel 1.',
            },
            {
              title: 'Record the passband',
              text: 'At 100 Hz the output is almost the same as the input. Note both amplitudes.',
            },
            {
              title: 'Find the cut-off',
              text: 'Raise the frequency until the output falls to 0.707 of the input (about 1.41 Vpp). That frequency is the measured cut-off, and the output lags the input by 45°.',
            },
            {
              title: 'Check the slope',
              text: 'At 10 kHz the output should be about a tenth of the input: a first-order filter falls by 20 dB per decade.',
            },
          ],
        },
        {
          kind: 'paragraph',
          text: 'If the measured cut-off is more than 10% away from 1 kHz, check the component tolerances (ceramic capacitors are often ±10% or worse) and whether the scope probes are loading the output.',
        },
      ],
    },
    {
      id: 'more-modes',
      heading: 'Useful modes beyond a plain sine',
      blocks: [
        {
          kind: 'list',
          items: [
            'Sweep: the frequency moves from a start to a stop value; with the scope in a slow time base you see a filter’s response in one picture.',
            'Burst: a set number of cycles after each trigger, for testing receivers and ultrasonic transducers.',
            'Modulation (AM, FM, PWM): tests radio front ends and motor drivers.',
            'Arbitrary waveforms: replay a captured sensor signal or a supply dip to test how firmware reacts.',
          ],
        },
      ],
    },
  ],
  related: [
    pageLink('/usage-of-oscilloscope', 'Seeing what the generator produces.'),
    pageLink('/voltage-current', 'Peak, peak-to-peak and RMS explained.'),
    courseCategoryLink('test-measurement', 'Lab courses on bench instruments.'),
  ],
};
