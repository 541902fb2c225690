import { courseCategoryLink } from '../course-links';
import { pageLink } from '../page-summaries';
import type { ArticleContent } from '../types';

export const oscilloscopeArticle: ArticleContent = {
  template: 'article',
  path: '/usage-of-oscilloscope',
  lead: 'An oscilloscope draws voltage against time, so you can see what a meter can only average: edges, ringing, noise, glitches and timing between signals. This guide explains the controls, how to choose and compensate a probe, the ground-clip hazard every engineer must understand, and how to make a first measurement.',
  audience:
    'Students and junior engineers who can use a multimeter and want to debug real circuits. Examples assume a two- or four-channel digital storage oscilloscope.',
  sections: [
    {
      id: 'controls',
      heading: 'The three groups of controls',
      blocks: [
        {
          kind: 'table',
          caption: 'Oscilloscope controls and what they do',
          columns: ['Group', 'Main controls', 'What they set'],
          rows: [
            [
              'Vertical',
              'Volts per division, position, coupling (DC or AC), probe factor',
              'How tall the trace is and where zero volts sits',
            ],
            [
              'Horizontal',
              'Time per division, position (delay)',
              'How much time the screen shows and which part of the record you see',
            ],
            [
              'Trigger',
              'Source, type (edge is the default), level, slope, mode',
              'Which event lines each capture up so the picture stands still',
            ],
          ],
        },
        {
          kind: 'paragraph',
          text: 'The screen usually has 10 horizontal and 8 vertical divisions. At 1 V/div and 1 ms/div you see 8 V of range and 10 ms of time. DC coupling shows the whole signal; AC coupling blocks the DC part, which is handy for looking at a small ripple on top of a 12 V rail.',
        },
        {
          kind: 'heading',
          text: 'Trigger modes',
        },
        {
          kind: 'list',
          items: [
            'Auto: draws the trace even without a trigger event. Use it to find a signal.',
            'Normal: draws only when the trigger condition happens. Use it for signals that come and go.',
            'Single: captures one event and stops. Use it for a power-up sequence or a rare glitch.',
          ],
        },
      ],
    },
    {
      id: 'probes',
      heading: 'Choosing a probe: 1x or 10x',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Every probe loads the circuit: its resistance and capacitance appear between the probe tip and ground. A passive 10x probe divides the signal by ten but presents about 10 MΩ in parallel with roughly 10 to 15 pF. A 1x probe presents the scope’s 1 MΩ plus the cable capacitance, often near 100 pF, and its bandwidth is typically only a few megahertz.',
        },
        {
          kind: 'table',
          caption: 'Typical passive probe settings compared',
          columns: ['Setting', 'Loading', 'Bandwidth', 'Use for'],
          rows: [
            [
              '1x',
              '1 MΩ with about 100 pF',
              'A few MHz',
              'Very small, slow signals such as millivolt ripple',
            ],
            [
              '10x',
              '10 MΩ with 10 to 15 pF',
              'The full bandwidth of the probe, often 100 MHz or more',
              'Almost everything else, including logic and clocks',
            ],
          ],
        },
        {
          kind: 'callout',
          tone: 'tip',
          title: 'Match the probe factor in the scope',
          text: 'Tell the channel menu that a 10x probe is attached. If the scope thinks the probe is 1x, every reading is ten times too small.',
        },
      ],
    },
    {
      id: 'compensation',
      heading: 'Compensating a 10x probe',
      blocks: [
        {
          kind: 'paragraph',
          text: 'A 10x probe contains a small adjustable capacitor that must be matched to the input capacitance of the channel it is used on. An uncompensated probe distorts edges and gives wrong amplitudes at higher frequencies. Compensate each time you move a probe to a different scope or channel.',
        },
        {
          kind: 'steps',
          items: [
            {
              title: 'Connect to the calibrator',
              text: 'Clip the probe to the scope’s probe-compensation output, usually a 1 kHz square wave, and its ground clip to the terminal beside it.',
            },
            {
              title: 'Display a few cycles',
              text: 'Set DC coupling, about 0.5 ms/div, and a vertical scale that makes the square wave fill most of the screen.',
            },
            {
              title: 'Adjust the trimmer',
              text: 'With the plastic tool supplied, turn the trimmer in the probe head or connector until the top of the square wave is flat.',
            },
          ],
        },
        {
          kind: 'list',
          items: [
            'Spikes or overshoot at each corner: over-compensated.',
            'Rounded corners that slowly rise: under-compensated.',
            'Sharp corners and flat tops: correctly compensated.',
          ],
        },
      ],
    },
    {
      id: 'ground-clip',
      heading: 'The ground clip hazard',
      blocks: [
        {
          kind: 'paragraph',
          text: 'On an ordinary bench oscilloscope, the ground clip of every probe is connected to the metal of the BNC connector and, through the power cord, to protective earth. The ground clip is not a second measuring input: wherever you clip it, you connect that point to earth.',
        },
        {
          kind: 'callout',
          tone: 'safety',
          title: 'Never clip the ground lead to a point that is not at earth potential',
          text: 'On mains-powered circuits without isolation, such as the primary side of a switch-mode power supply or a motor drive, the circuit’s "ground" can sit at mains voltage. Clipping the probe ground there shorts it to earth through the probe: the ground lead can vaporise, the scope and the circuit can be destroyed, and you can be hurt. Use a differential probe or an isolated-channel instrument for such measurements.',
        },
        {
          kind: 'callout',
          tone: 'safety',
          title: 'Never float the oscilloscope',
          text: 'Removing or taping over the earth pin of the scope’s power cord to "float" it makes the scope’s metal case and every BNC shell rise to the voltage of the ground clip. The earth connection is there to protect you; do not defeat it.',
        },
        {
          kind: 'paragraph',
          text: 'Even on safe low-voltage boards, the ground clips of all channels are connected together inside the scope. Two ground clips on two different points short those points together.',
        },
      ],
    },
    {
      id: 'bandwidth',
      heading: 'Bandwidth, sample rate and rise time',
      blocks: [
        {
          kind: 'list',
          items: [
            'Bandwidth: the frequency at which a sine wave is shown about 30% too small (the −3 dB point). Choose a scope and probe with three to five times the highest frequency you care about.',
            'Rise time: for most scopes, rise time is about 0.35 divided by bandwidth. A 100 MHz scope cannot show an edge faster than about 3.5 ns.',
            'Sample rate: samples per second. Keep it at least four to five times the bandwidth so the waveform is reconstructed faithfully; long time-per-division settings lower the sample rate when memory runs out.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'A long ground lead forms a loop with the probe tip. Its inductance rings with the probe capacitance and adds false overshoot to fast edges. For edges faster than a few nanoseconds, replace the 15 cm ground clip with the short ground spring supplied with the probe.',
        },
      ],
    },
    {
      id: 'first-measurement',
      heading: 'A first measurement',
      blocks: [
        {
          kind: 'steps',
          items: [
            {
              title: 'Start from a known state',
              text: 'Use the default setup button, then set the channel for a 10x probe and DC coupling.',
            },
            {
              title: 'Connect ground first',
              text: 'Clip the probe ground to circuit ground, then touch or hook the tip to the signal.',
            },
            {
              title: 'Find the signal',
              text: 'Press auto-set or set the trigger to Auto, edge, rising, on the channel you are probing, with the level near the middle of the signal.',
            },
            {
              title: 'Scale it',
              text: 'Adjust volts per division so the signal fills most of the screen and time per division to show two or three cycles.',
            },
            {
              title: 'Measure',
              text: 'Use the automatic measurements (frequency, peak-to-peak, rise time) and confirm a few with cursors.',
            },
          ],
        },
        {
          kind: 'callout',
          tone: 'tip',
          title: 'Trust but verify automatic measurements',
          text: 'Automatic measurements work on the captured record. With too few cycles on screen or a noisy signal, frequency and rise time can be reported wrongly; cursors tell you whether the number makes sense.',
        },
      ],
    },
  ],
  related: [
    pageLink('/usage-of-dmm', 'Measuring steady voltages, current and resistance.'),
    pageLink('/signal-generator-usage', 'Making test signals to look at.'),
    pageLink('/ground-loops', 'When the scope itself adds hum to the measurement.'),
    courseCategoryLink('test-measurement', 'Lab courses on bench instruments and bring-up.'),
  ],
};
