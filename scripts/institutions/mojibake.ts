/** Windows-1252's characters for the bytes 0x80–0x9F (where it differs from Latin-1). */
const CP1252: Readonly<Record<string, number>> = {
  '€': 0x80,
  '‚': 0x82,
  ƒ: 0x83,
  '„': 0x84,
  '…': 0x85,
  '†': 0x86,
  '‡': 0x87,
  ˆ: 0x88,
  '‰': 0x89,
  Š: 0x8a,
  '‹': 0x8b,
  Œ: 0x8c,
  Ž: 0x8e,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '˜': 0x98,
  '™': 0x99,
  š: 0x9a,
  '›': 0x9b,
  œ: 0x9c,
  ž: 0x9e,
  Ÿ: 0x9f,
};

/** Reads the text's characters back as the bytes they were wrongly decoded from, and decodes those as UTF-8. */
function undoOneDecoding(text: string): string | undefined {
  const bytes: number[] = [];
  for (const char of text) {
    const code = char.codePointAt(0)!;
    const byte = code < 0x100 ? code : CP1252[char];
    if (byte === undefined) return undefined;
    bytes.push(byte);
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(bytes));
  } catch {
    return undefined;
  }
}

/**
 * Repairs text that was UTF-8, decoded as Windows-1252 once or more on its way into the export
 * ('WOMENÃ¢â‚¬â„¢S' → 'WOMEN’S', '(IÃ‚Â²IT)' → '(I²IT)'), and drops the 'Â' a non-breaking space leaves behind
 * ('BOUDHÂ (BAUDA)' → 'BOUDH (BAUDA)'). Text that is not damaged this way comes back unchanged.
 */
export function repairMojibake(text: string): string {
  if (!/[\u0080-\uffff]/.test(text)) return text;
  let repaired = undoDecodings(text);
  // The export collapsed white space, so a no-break space inside damaged text (bytes C3 A0 or C2 A0, 'Ã' or 'Â'
  // and U+00A0) became a plain space; with it put back, such text (a Devanagari address) decodes again.
  if (repaired === text && /[ÃÂ] /.test(text)) {
    repaired = undoDecodings(text.replace(/([ÃÂ]) /g, '$1\u00a0'));
  }
  return repaired.replace(/Â(?=[\s\u00a0]|$)/g, '').replace(/\u00a0/g, ' ');
}

function undoDecodings(text: string): string {
  let repaired = text;
  for (let round = 0; round < 4; round += 1) {
    const next = undoOneDecoding(repaired);
    if (next === undefined || next === repaired) break;
    repaired = next;
  }
  return repaired;
}
