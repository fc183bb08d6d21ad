import { ask, multi, single, yesNo, type SectionDraft } from './build.ts';

export const environment: SectionDraft = {
  name: 'Environment',
  description:
    'Water quality and its limits, seabed impact, chemical and nutrient discharges, escapes and interactions with predators and wildlife.',
  steps: [
    {
      title: 'Water quality monitoring',
      description: 'How dissolved oxygen and salinity are measured and what the records show.',
      questions: [
        single(
          'How is dissolved oxygen monitored?',
          [
            ['Continuous sensors at several depths with alarms to staff', 4],
            ['Continuous sensor at one depth', 3],
            ['Daily manual readings', 2],
            ['Occasional manual readings', 0],
            ['Not monitored', 0],
          ],
          {
            guidance:
              'Oxygen can fall quickly at night, during plankton blooms and when crowding. Check calibration records of the probes.',
          },
        ),
        ask('FLOAT_RANGE', 'Dissolved oxygen range recorded over the last 12 months (mg/l)', {
          units: 'MG_L',
          hint: 'Lowest and highest reading, e.g. 6.20 to 10.50',
        }),
        ask('FLOAT', 'Lowest dissolved oxygen recorded in the last 12 months (mg/l)', {
          key: 'lowestOxygen',
          units: 'MG_L',
          guidance:
            'Salmonids should be kept above 6 mg/l (ideally 7 mg/l or more, above about 80 % saturation). Below 6 mg/l appetite and growth fall; below about 4 mg/l fish are at acute risk.',
        }),
        ask('LONG_TEXT', 'Describe the low-oxygen events, their duration and the response', {
          includeIf: { key: 'lowestOxygen', condition: 'LT', value: '6' },
          hint: 'e.g. feeding stopped, oxygenation or aeration started, handling postponed',
        }),
        ask('FLOAT_RANGE', 'Salinity range at the site over the last 12 months (ppt)', {
          units: 'PPT',
          hint: 'e.g. 28.00 to 34.50',
          guidance:
            'Full-strength seawater is about 33–35 ppt. Low-salinity surface layers from river run-off affect treatments, AGD and fish distribution in the pen.',
        }),
      ],
    },
    {
      title: 'Temperature and oxygen limits',
      description: 'Seasonal temperature extremes and the action limits the site works to.',
      questions: [
        ask('FLOAT', 'Highest water temperature recorded in the last 12 months (°C)', {
          key: 'highestTemperature',
          units: 'CELSIUS',
          guidance:
            'Atlantic salmon grow best at about 8–14 °C. Above about 18 °C oxygen demand rises while oxygen content falls, and handling becomes risky.',
        }),
        yesNo('Were feeding, handling and treatments restricted during periods at or above 18 °C?', { yes: 3, no: 0 }, {
          includeIf: { key: 'highestTemperature', condition: 'GTE', value: '18' },
          guidance: 'Look for a written warm-water procedure and evidence that it was followed (feeding logs, postponed operations).',
        }),
        ask('FLOAT', 'Lowest water temperature recorded in the last 12 months (°C)', {
          key: 'lowestTemperature',
          units: 'CELSIUS',
          hint: 'If the water fell to 0 °C or below, enter 0.01 and describe it in the findings.',
        }),
        yesNo(
          'Is there a cold-water ("superchill") contingency plan, e.g. lowering nets, suspending handling or harvesting early?',
          { yes: 3, no: 0 },
          {
            includeIf: { key: 'lowestTemperature', condition: 'BETWEEN', value: '0-2' },
            guidance:
              'Mass mortalities of salmon have occurred when sea temperature fell to around 0 °C; fish also stop feeding and heal slowly at these temperatures.',
          },
        ),
        yesNo(
          'Are temperature and oxygen action limits documented, with alarms and a named person to respond?',
          { yes: 3, no: 0 },
          { guidance: 'Action limits should say what to do and when (e.g. stop feeding below 6 mg/l, start oxygenation below 5 mg/l).' },
        ),
      ],
    },
    {
      title: 'Benthic impact and chemical use',
      description: 'The condition of the seabed and the control of medicines, chemicals and nutrient discharges.',
      questions: [
        ask('DATE', 'Date of the most recent benthic (seabed) survey', {
          guidance: 'Surveys are usually required at peak biomass of each generation by the discharge licence or national standard.',
        }),
        single(
          'Result of the most recent benthic survey',
          [
            ['Very good or good (e.g. MOM-B condition 1–2), within licence limits', 4],
            ['Poor but within licence limits (e.g. MOM-B condition 3)', 2],
            ['Outside licence limits or very poor (e.g. MOM-B condition 4)', 0],
            ['No survey result available', 0],
          ],
          { guidance: 'Read the survey summary; check trend over the last generations and any regulator correspondence.' },
        ),
        yesNo(
          'Are all medicines and chemicals (including disinfectants and antifoulants) used under prescription or permit, with a discharge record?',
          { yes: 4, no: 0 },
          {
            guidance:
              'Check that quantities used match what the discharge licence allows and that withdrawal periods are recorded against each pen.',
          },
        ),
        multi(
          'Which measures are in place to reduce chemical and nutrient discharges?',
          [
            ['Copper-free nets with in-situ net cleaning', 2],
            ['Bath treatment water collected or treated (well-boat or closed system)', 2],
            ['Feed cameras or pellet detectors to limit waste feed', 2],
            ['Fallow periods adjusted to benthic results', 1],
            ['Sludge or waste collection (semi-closed or closed containment)', 1],
          ],
          6,
        ),
      ],
    },
    {
      title: 'Escapes and predator control',
      description: 'Escape history, prevention and reporting, and how predators are kept out of the pens.',
      questions: [
        yesNo('Were there any escapes, including suspected escapes, in the last 12 months?', { yes: 0, no: 5 }, {
          key: 'escapes',
          guidance: 'Check the escape log, stock reconciliation at harvest and any unexplained stock losses.',
        }),
        ask('INTEGER', 'Estimated number of fish escaped in the last 12 months', {
          includeIf: { key: 'escapes', condition: 'EQ', value: 'YES' },
        }),
        yesNo('Were the escapes reported to the regulator in time and recapture attempted?', { yes: 3, no: 0 }, {
          includeIf: { key: 'escapes', condition: 'EQ', value: 'YES' },
          guidance: 'Most jurisdictions require notification immediately and at most within 24 hours.',
        }),
        yesNo('Is there a written escape prevention and contingency plan, with recapture nets available?', { yes: 4, no: 0 }, {
          guidance: 'The plan should cover net and mooring checks, operations with well-boats and other vessels, and staff responsibilities.',
        }),
        multi(
          'Which predator control measures are used?',
          [
            ['Well-tensioned, maintained nets', 2],
            ['Top nets or bird nets on every pen', 2],
            ['Seal-proof nets, double nets or seal blinds', 2],
            ['Acoustic deterrent devices (licensed where required)', 1],
            ['Lethal control', 0],
          ],
          5,
          {
            guidance:
              'Non-lethal exclusion is expected. Acoustic deterrents may need a licence because they disturb cetaceans, and lethal control of seals is no longer licensed in Scotland.',
          },
        ),
      ],
    },
  ],
};
