/*
 * The bundled linetype files: a subset of AutoCAD's acad.lin (inch units) and acadiso.lin
 * (millimetres), in the .lin syntax, so -LINETYPE Load finds them on the simulated support path.
 * The definitions (names, descriptions and dash lengths) are the standard ones every AutoCAD
 * installation ships, written out here; shape-based complex linetypes (FENCELINE1, TRACKS, ZIGZAG,
 * BATTING...) are left out because Lispwright has no ltypeshp.shx. A .lin file of the same name in
 * the run's files takes precedence (lin.ts).
 */

const SIMPLE: ReadonlyArray<readonly [string, string, readonly number[]]> = [
  ['BORDER', 'Border __ __ . __ __ . __ __ . __ __ . __ __ .', [0.5, -0.25, 0.5, -0.25, 0, -0.25]],
  ['BORDER2', 'Border (.5x) __.__.__.__.__.__.__.__.__.__.__.', [0.25, -0.125, 0.25, -0.125, 0, -0.125]],
  ['BORDERX2', 'Border (2x) ____  ____  .  ____  ____  .  ___', [1, -0.5, 1, -0.5, 0, -0.5]],
  ['CENTER', 'Center ____ _ ____ _ ____ _ ____ _ ____ _ ____', [1.25, -0.25, 0.25, -0.25]],
  ['CENTER2', 'Center (.5x) ___ _ ___ _ ___ _ ___ _ ___ _ ___', [0.75, -0.125, 0.125, -0.125]],
  ['CENTERX2', 'Center (2x) ________  __  ________  __  _____', [2.5, -0.5, 0.5, -0.5]],
  ['DASHDOT', 'Dash dot __ . __ . __ . __ . __ . __ . __ . __', [0.5, -0.25, 0, -0.25]],
  ['DASHDOT2', 'Dash dot (.5x) _._._._._._._._._._._._._._._.', [0.25, -0.125, 0, -0.125]],
  ['DASHDOTX2', 'Dash dot (2x) ____  .  ____  .  ____  .  ___', [1, -0.5, 0, -0.5]],
  ['DASHED', 'Dashed __ __ __ __ __ __ __ __ __ __ __ __ __ _', [0.5, -0.25]],
  ['DASHED2', 'Dashed (.5x) _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _', [0.25, -0.125]],
  ['DASHEDX2', 'Dashed (2x) ____  ____  ____  ____  ____  ___', [1, -0.5]],
  ['DIVIDE', 'Divide ____ . . ____ . . ____ . . ____ . . ____', [0.5, -0.25, 0, -0.25, 0, -0.25]],
  ['DIVIDE2', 'Divide (.5x) __..__..__..__..__..__..__..__.._', [0.25, -0.125, 0, -0.125, 0, -0.125]],
  ['DIVIDEX2', 'Divide (2x) ________  .  .  ________  .  .  _', [1, -0.5, 0, -0.5, 0, -0.5]],
  ['DOT', 'Dot . . . . . . . . . . . . . . . . . . . . . . . .', [0, -0.25]],
  ['DOT2', 'Dot (.5x) ........................................', [0, -0.125]],
  ['DOTX2', 'Dot (2x) .  .  .  .  .  .  .  .  .  .  .  .  .  .', [0, -0.5]],
  ['HIDDEN', 'Hidden __ __ __ __ __ __ __ __ __ __ __ __ __ __', [0.25, -0.125]],
  ['HIDDEN2', 'Hidden (.5x) _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _', [0.125, -0.0625]],
  ['HIDDENX2', 'Hidden (2x) ____ ____ ____ ____ ____ ____ ____', [0.5, -0.25]],
  ['PHANTOM', 'Phantom ______  __  __  ______  __  __  ______', [1.25, -0.25, 0.25, -0.25, 0.25, -0.25]],
  ['PHANTOM2', 'Phantom (.5x) ___ _ _ ___ _ _ ___ _ _ ___ _ _', [0.625, -0.125, 0.125, -0.125, 0.125, -0.125]],
  ['PHANTOMX2', 'Phantom (2x) ____________    ____    ____    _', [2.5, -0.5, 0.5, -0.5, 0.5, -0.5]],
];

/** The ISO linetypes: the same millimetre values in both files. */
const ISO: ReadonlyArray<readonly [string, string, readonly number[]]> = [
  ['ACAD_ISO02W100', 'ISO dash __ __ __ __ __ __ __ __ __ __ __ __ __', [12, -3]],
  ['ACAD_ISO03W100', 'ISO dash space __    __    __    __    __    __', [12, -18]],
  ['ACAD_ISO04W100', 'ISO long-dash dot ____ . ____ . ____ . ____ . _', [24, -3, 0.5, -3]],
  ['ACAD_ISO05W100', 'ISO long-dash double-dot ____ .. ____ .. ____ .', [24, -3, 0.5, -3, 0.5, -3]],
  ['ACAD_ISO06W100', 'ISO long-dash triple-dot ____ ... ____ ... ____', [24, -3, 0.5, -3, 0.5, -3, 0.5, -3]],
  ['ACAD_ISO07W100', 'ISO dot . . . . . . . . . . . . . . . . . . . .', [0.5, -3]],
  ['ACAD_ISO08W100', 'ISO long-dash short-dash ____ __ ____ __ ____ _', [24, -3, 6, -3]],
  ['ACAD_ISO09W100', 'ISO long-dash double-short-dash ____ __ __ ____', [24, -3, 6, -3, 6, -3]],
  ['ACAD_ISO10W100', 'ISO dash dot __ . __ . __ . __ . __ . __ . __ .', [12, -3, 0.5, -3]],
  ['ACAD_ISO11W100', 'ISO double-dash dot __ __ . __ __ . __ __ . __ _', [12, -3, 12, -3, 0.5, -3]],
  ['ACAD_ISO12W100', 'ISO dash double-dot __ . . __ . . __ . . __ . .', [12, -3, 0.5, -3, 0.5, -3]],
  ['ACAD_ISO13W100', 'ISO double-dash double-dot __ __ . . __ __ . . _', [12, -3, 12, -3, 0.5, -3, 0.5, -3]],
  ['ACAD_ISO14W100', 'ISO dash triple-dot __ . . . __ . . . __ . . . _', [12, -3, 0.5, -3, 0.5, -3, 0.5, -3]],
  ['ACAD_ISO15W100', 'ISO double-dash triple-dot __ __ . . . __ __ . .', [12, -3, 12, -3, 0.5, -3, 0.5, -3, 0.5, -3]],
];

/** Text linetypes (inch values; the ISO file has them times 25.4). */
const TEXT_TYPES: ReadonlyArray<readonly [string, string, string]> = [
  ['GAS_LINE', 'Gas line ----GAS----GAS----GAS----GAS----GAS----GAS--', 'GAS'],
  ['HOT_WATER_SUPPLY', 'Hot water supply ---- HW ---- HW ---- HW ----', 'HW'],
];

const num = (n: number): string => {
  const s = String(Math.round(n * 1e6) / 1e6);
  return s.startsWith('0.') ? s.slice(1) : s.startsWith('-0.') ? `-${s.slice(2)}` : s;
};

function file(iso: boolean): string {
  const k = iso ? 25.4 : 1;
  const out: string[] = [`;;  ${iso ? 'acadiso.lin' : 'acad.lin'} - the subset of AutoCAD's standard linetypes Lispwright bundles`, ';;'];
  for (const [name, desc, dashes] of SIMPLE) out.push(`*${name},${desc}`, `A,${dashes.map((d) => num(d * k)).join(',')}`);
  for (const [name, desc, dashes] of ISO) out.push(`*${name},${desc}`, `A,${dashes.map(num).join(',')}`);
  for (const [name, desc, text] of TEXT_TYPES) {
    const after = text === 'GAS' ? -0.25 : -0.2;
    out.push(`*${name},${desc}`, `A,${num(0.5 * k)},${num(-0.2 * k)},["${text}",STANDARD,S=${num(0.1 * k)},R=0.0,X=${num(-0.1 * k)},Y=${num(-0.05 * k)}],${num(after * k)}`);
  }
  return `${out.join('\n')}\n`;
}

const made: [string?, string?] = [];
/** The bundled files by lower-case name (each written when first read: not at every start). */
export const BUNDLED_LIN: Readonly<Record<string, string>> = {
  get 'acad.lin'() {
    return (made[0] ??= file(false));
  },
  get 'acadiso.lin'() {
    return (made[1] ??= file(true));
  },
};
