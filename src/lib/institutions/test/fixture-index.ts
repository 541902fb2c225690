import { buildInstitutionIndex } from '../../../../scripts/institutions/build-index';
import { createInstitutionSearch } from '../search-engine';

const row = (cells: readonly string[]) => cells.join('\t');

/**
 * A small list for search tests, in the data files' format: each line is there for a case (the spec's
 * substring match, typos, variants, and each ranking rule with the entry that would win if the rule broke).
 */
const AICTE_ROWS: readonly (readonly string[])[] = [
  ['1-1001', 'RAJALAKSHMI ENGINEERING COLLEGE', 'CHENNAI', 'Tamil Nadu', 'UG;PG'],
  ['1-1002', 'RAJALAKSHMI INSTITUTE OF TECHNOLOGY', 'CHENNAI', 'Tamil Nadu', 'UG'],
  ['1-1003', 'GOVERNMENT POLYTECHNIC BELGAUM', 'BELGAUM', 'Karnataka', 'D'],
  ['1-1004', 'GOVERNMENT POLYTECHNIC', 'PUNE', 'Maharashtra', 'D'],
  ['1-1005', 'GOVERNMENT ENGINEERING COLLEGE', 'PUNE', 'Maharashtra', 'UG'],
  ['1-1006', 'A. P. SHAH INSTITUTE OF TECHNOLOGY', 'THANE', 'Maharashtra', 'UG'],
  ['1-1007', 'SHAH AND ANCHOR KUTCHHI ENGINEERING COLLEGE', 'MUMBAI SUBURBAN', 'Maharashtra', 'UG'],
  ['1-1008', 'R V COLLEGE OF ENGINEERING', 'BANGALORE URBAN', 'Karnataka', 'UG;PG'],
  ['1-1009', 'ANNA UNIVERSITY REGIONAL CAMPUS MADURAI', 'MADURAI', 'Tamil Nadu', 'UG'],
  ['1-1010', 'ANNA UNIVERSITY', 'CHENNAI', 'Tamil Nadu', 'UG;PG'],
  ['1-1011', 'SRI SAIRAM ENGINEERING COLLEGE', 'CHENNAI', 'Tamil Nadu', 'UG'],
  ['1-1012', 'KHAJA BANDANAWAZ UNIVERSITY', 'GULBARGA', 'Karnataka', 'UG'],
  ['1-1013', 'HI-TECH INSTITUTE OF TECHNOLOGY', 'KHORDHA', 'Odisha', 'UG'],
  ['1-1014', "VIGNAN'S INSTITUTE OF INFORMATION TECHNOLOGY", 'VISAKHAPATNAM', 'Andhra Pradesh', 'UG'],
  ['1-1015', 'SJCE INSTITUTE', 'MYSORE', 'Karnataka', 'UG'],
  ['1-1016', 'ALVAS INSTITUTE OF ENGINEERING AND TECHNOLOGY', 'D KANNADA(DK)', 'Karnataka', 'UG'],
  // 'kiit': the deemed university by its acronym, above names starting with the letters.
  ['1-1017', 'KALINGA INSTITUE OF INDUSTRIAL TECHNOLOGY', 'KHORDHA', 'Odisha', 'UG;PG'],
  ['1-1018', 'KIIT POLYTECHNIC', 'KHORDHA', 'Odisha', 'D'],
  ['1-1019', 'KIIT COLLEGE OF ENGINEERING', 'GURGAON', 'Haryana', 'UG'],
  // A flagship above the shorter polytechnic and off-campus centre of the same name.
  ['1-1020', 'SIDDAGANGA INSTITUTE OF TECHNOLOGY', 'TUMKUR', 'Karnataka', 'UG;PG'],
  ['1-1021', 'SIDDAGANGA POLYTECHNIC', 'TUMKUR', 'Karnataka', 'D'],
  ['1-1022', 'JAIN DEEMED TO BE UNIVERSITY', 'RAMANAGARA', 'Karnataka', 'UG;PG'],
  ['1-1023', 'JAIN OFF CAMPUS', 'ERNAKULAM', 'Kerala', 'UG'],
  // First-letter typos: 'kadavpur', and 'bellore' (VELLORE sounds alike; NELLORE is a neighbouring key).
  ['1-1024', 'JADAVPUR UNIVERSITY', 'KOLKATA', 'West Bengal', 'UG;PG'],
  ['1-1025', 'VELLORE INSTITUTE OF TECHNOLOGY', 'VELLORE', 'Tamil Nadu', 'UG;PG'],
  ['1-1026', 'NELLORE INSTITUTE', 'NELLORE', 'Andhra Pradesh', 'UG'],
  // 'nsit' names NSUT by its former name, above the Patna institute whose acronym it also is.
  ['1-1027', 'NETAJI SUBHAS UNIVERSITY OF TECHNOLOGY', 'SOUTH WEST DELHI', 'Delhi', 'UG;PG'],
  ['1-1028', 'NETAJI SUBHAS INSTITUTE OF TECHNOLOGY', 'PATNA', 'Bihar', 'UG'],
  // 'nit': the National Institutes of Technology, above the shorter NRI INSTITUTE OF TECHNOLOGY.
  ['1-1029', 'NRI INSTITUTE OF TECHNOLOGY', 'GUNTUR', 'Andhra Pradesh', 'UG'],
  ['1-1030', 'COCHIN UNIVERSITY OF SCIENCE AND TECHNOLOGY', 'ERNAKULAM', 'Kerala', 'UG;PG'],
  // 'govt poly belagavi': the polytechnic named after its town before a shorter one elsewhere in the district.
  ['1-1031', 'GOVT. POLYTECHNIC, GOKAK', 'BELGAUM', 'Karnataka', 'D'],
  // 'grafic era university': the former name GRAPHIC ERA UNIVERSITY, not the shorter GRAPHIC ERA HILL UNIVERSITY.
  ['1-1032', 'GRAPHIC ERA DEEMED TO BE UNIVERSITY', 'DEHRADUN', 'Uttarakhand', 'UG;PG'],
];

const OTHER_ROWS: readonly (readonly string[])[] = [
  ['x-iit-madras', 'INDIAN INSTITUTE OF TECHNOLOGY MADRAS', 'CHENNAI', 'Tamil Nadu', 'UG;PG'],
  [
    'x-nit-trichy',
    'NATIONAL INSTITUTE OF TECHNOLOGY TIRUCHIRAPPALLI',
    'TIRUCHIRAPPALLI',
    'Tamil Nadu',
    'UG;PG',
  ],
  ['x-gehu', 'GRAPHIC ERA HILL UNIVERSITY', 'DEHRADUN', 'Uttarakhand', 'UG;PG'],
];

const ALIAS_ROWS: readonly (readonly string[])[] = [
  [
    'former',
    'REGIONAL ENGINEERING COLLEGE TIRUCHIRAPPALLI',
    'x-nit-trichy',
    'NATIONAL INSTITUTE OF TECHNOLOGY TIRUCHIRAPPALLI',
  ],
  ['informal', 'REC TRICHY', 'x-nit-trichy', 'NATIONAL INSTITUTE OF TECHNOLOGY TIRUCHIRAPPALLI'],
  ['former', 'NSIT', '1-1027', 'NETAJI SUBHAS UNIVERSITY OF TECHNOLOGY'],
  ['former', 'GRAPHIC ERA UNIVERSITY', '1-1032', 'GRAPHIC ERA DEEMED TO BE UNIVERSITY'],
];

const FIXTURE_DATA = {
  aicteText: `${AICTE_ROWS.map(row).join('\n')}\n`,
  otherText: `${OTHER_ROWS.map(row).join('\n')}\n`,
  aliasesText: `${ALIAS_ROWS.map(row).join('\n')}\n`,
  districtsText: `CHENNAI\tTamil Nadu\tMADRAS
MADURAI\tTamil Nadu
TIRUCHIRAPPALLI\tTamil Nadu\tTRICHY
VELLORE\tTamil Nadu
DEHRADUN\tUttarakhand
BELGAUM\tKarnataka\tBELAGAVI
BANGALORE URBAN\tKarnataka\tBANGALORE; BENGALURU
GULBARGA\tKarnataka\tKALABURAGI
MYSORE\tKarnataka\tMYSURU
DAKSHINA KANNADA\tKarnataka\tD KANNADA(DK); MANGALORE
TUMKUR\tKarnataka\tTUMAKURU
RAMANAGARA\tKarnataka
PUNE\tMaharashtra\tPOONA
THANE\tMaharashtra
MUMBAI SUBURBAN\tMaharashtra
KHORDHA\tOdisha\tBHUBANESWAR
VISAKHAPATNAM\tAndhra Pradesh\tVIZAG
NELLORE\tAndhra Pradesh
GUNTUR\tAndhra Pradesh
ERNAKULAM\tKerala\tKOCHI
KOLKATA\tWest Bengal\tCALCUTTA
GURGAON\tHaryana\tGURUGRAM
SOUTH WEST DELHI\tDelhi
PATNA\tBihar
`,
};

/** The display names of the fixture's institutions. */
export const FIXTURE_NAMES = [...AICTE_ROWS, ...OTHER_ROWS].map((cells) => cells[1]!);

export function fixturePayload() {
  return buildInstitutionIndex(FIXTURE_DATA).payload;
}

export function fixtureSearch() {
  return createInstitutionSearch(fixturePayload());
}
