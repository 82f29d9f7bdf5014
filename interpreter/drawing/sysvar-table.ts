/*
 * The system-variable table: name, type, default (AutoCAD's acad.dwt imperial template, a new
 * drawing in model space), read-only flag and the rules setvar enforces. Data only; sysvars.ts
 * holds the behaviour. Defaults follow Autodesk's per-variable pages as summarised in the
 * clautolisp inventory (facts only) and the reference docs; session/OS variables get fixed,
 * sandbox-friendly values so runs are deterministic. Clock variables (DATE, CDATE, MILLISECS,
 * TDINDWG, TDUSRTIMER) are computed by getvar from the run's step count (builtins/sysvars.ts).
 */

export type SysvarType = 'int' | 'real' | 'str' | 'pt2' | 'pt3';

/** Named checks that need more than a range: table lookups and AutoCAD value sets. */
export type SysvarCheck = 'layer' | 'ltype' | 'style' | 'dimstyle' | 'layout' | 'mlstyle' | 'color' | 'lweight' | 'positive' | 'nonneg' | 'pdmode';

/** Where AutoCAD keeps a variable's value (Autodesk's "Saved in"). */
export type SavedIn = 'drawing' | 'registry' | 'user-settings' | 'not-saved';

export interface SysvarDef {
  name: string;
  type: SysvarType;
  /** default in a new drawing from the imperial template (acad.dwt) */
  value: number | string | number[];
  /** default from the metric template (acadiso.dwt), where it differs */
  metricValue?: number | string | number[];
  readOnly?: boolean;
  min?: number;
  max?: number;
  check?: SysvarCheck;
  savedIn?: SavedIn;
  /** the value is a sum of bit flags (OSMODE, DIMZIN...) */
  bitcoded?: boolean;
}

type Opts = Partial<Pick<SysvarDef, 'readOnly' | 'min' | 'max' | 'check' | 'savedIn'>>;
const i = (name: string, value: number, o: Opts = {}): SysvarDef => ({ name, type: 'int', value, ...o });
/** 0/1 switches */
const b = (name: string, value: 0 | 1, o: Opts = {}): SysvarDef => ({ name, type: 'int', value, min: 0, max: 1, ...o });
const r = (name: string, value: number, o: Opts = {}): SysvarDef => ({ name, type: 'real', value, ...o });
const s = (name: string, value: string, o: Opts = {}): SysvarDef => ({ name, type: 'str', value, ...o });
const p2 = (name: string, value: [number, number], o: Opts = {}): SysvarDef => ({ name, type: 'pt2', value, ...o });
const p3 = (name: string, value: [number, number, number], o: Opts = {}): SysvarDef => ({ name, type: 'pt3', value, ...o });
const RO: Opts = { readOnly: true };

export const SYSVAR_DEFS: readonly SysvarDef[] = [
  // ---- program, session and file (read-only) ----
  s('ACADVER', '25.0s (LMS Tech)', RO),
  s('ACADPREFIX', 'C:\\Lispwright\\support\\', RO),
  s('PRODUCT', 'AutoCAD', RO),
  s('PROGRAM', 'acad', RO),
  s('PLATFORM', 'Microsoft Windows NT Version 10.0 (x64)', RO),
  s('LOCALE', 'ENU', RO),
  s('LOGINNAME', 'drafter', RO),
  s('SYSCODEPAGE', 'ANSI_1252', RO),
  s('DWGCODEPAGE', 'ANSI_1252', RO),
  s('DWGNAME', 'Drawing1.dwg', RO),
  s('DWGPREFIX', 'C:\\Lispwright\\drawings\\', RO),
  i('DWGTITLED', 0, RO),
  s('SAVENAME', '', RO),
  s('CPROFILE', '<<Unnamed Profile>>', RO),
  i('DBMOD', 0, RO),
  i('CMDACTIVE', 0, RO),
  s('CMDNAMES', '', RO),
  i('DIASTAT', 1, RO),
  s('LASTPROMPT', '', RO),
  i('UNDOCTL', 21, RO),
  i('WORLDUCS', 1, RO),
  i('PSTYLEMODE', 1, RO),
  s('REFEDITNAME', '', RO),
  r('AREA', 0, RO),
  r('PERIMETER', 0, RO),
  r('DISTANCE', 0, RO),
  // clock (computed by getvar; the stored values are the run's start)
  r('DATE', 2460677.0, RO),
  r('CDATE', 20250101.0, RO),
  i('MILLISECS', 25_000_000, RO),
  r('TDCREATE', 2460677.0, RO),
  r('TDUCREATE', 2460677.0, RO),
  r('TDUPDATE', 2460677.0, RO),
  r('TDUUPDATE', 2460677.0, RO),
  r('TDINDWG', 0, RO),
  r('TDUSRTIMER', 0, RO),
  // ---- extents, limits, view ----
  p3('EXTMIN', [1e20, 1e20, 1e20], RO),
  p3('EXTMAX', [-1e20, -1e20, -1e20], RO),
  p2('LIMMIN', [0, 0]),
  p2('LIMMAX', [12, 9]),
  b('LIMCHECK', 0),
  p3('VIEWCTR', [6.0, 4.5, 0], RO),
  r('VIEWSIZE', 9, RO),
  p3('VIEWDIR', [0, 0, 1], RO),
  r('VIEWTWIST', 0, RO),
  p3('TARGET', [0, 0, 0], RO),
  p2('SCREENSIZE', [1600, 900], RO),
  i('CVPORT', 2, { min: 1 }),
  b('TILEMODE', 1),
  s('CTAB', 'Model', { check: 'layout' }),
  i('MAXACTVP', 64, { min: 2, max: 64 }),
  i('ZOOMFACTOR', 60, { min: 3, max: 100 }),
  b('ZOOMWHEEL', 0),
  i('NAVVCUBEDISPLAY', 3, { min: 0, max: 3 }),
  // ---- coordinate systems ----
  p3('UCSORG', [0, 0, 0], RO),
  p3('UCSXDIR', [1, 0, 0], RO),
  p3('UCSYDIR', [0, 1, 0], RO),
  s('UCSNAME', '', RO),
  b('UCSFOLLOW', 0),
  i('UCSICON', 3, { min: 0, max: 3 }),
  b('WORLDVIEW', 1),
  r('ELEVATION', 0),
  r('THICKNESS', 0),
  p3('LASTPOINT', [0, 0, 0]),
  r('LASTANGLE', 0, RO),
  p3('INSBASE', [0, 0, 0]),
  // ---- units ----
  i('LUNITS', 2, { min: 1, max: 5 }),
  i('LUPREC', 4, { min: 0, max: 8 }),
  i('AUNITS', 0, { min: 0, max: 4 }),
  i('AUPREC', 0, { min: 0, max: 8 }),
  r('ANGBASE', 0),
  b('ANGDIR', 0),
  b('UNITMODE', 0),
  i('INSUNITS', 1, { min: 0, max: 24 }),
  i('INSUNITSDEFSOURCE', 1, { min: 0, max: 24 }),
  i('INSUNITSDEFTARGET', 1, { min: 0, max: 24 }),
  b('MEASUREMENT', 0),
  b('MEASUREINIT', 0),
  // ---- current properties ----
  s('CLAYER', '0', { check: 'layer' }),
  s('CECOLOR', 'BYLAYER', { check: 'color' }),
  s('CELTYPE', 'ByLayer', { check: 'ltype' }),
  r('CELTSCALE', 1, { check: 'positive' }),
  i('CELWEIGHT', -1, { check: 'lweight' }),
  s('CPLOTSTYLE', 'ByColor', RO),
  s('CMLSTYLE', 'Standard', { check: 'mlstyle' }),
  i('CMLJUST', 0, { min: 0, max: 2 }),
  r('CMLSCALE', 1),
  s('CMATERIAL', 'ByLayer'),
  s('CETRANSPARENCY', 'ByLayer'),
  r('LTSCALE', 1, { check: 'positive' }),
  b('PSLTSCALE', 1),
  b('MSLTSCALE', 1),
  b('LWDISPLAY', 0),
  b('LWUNITS', 1),
  // ---- text ----
  r('TEXTSIZE', 0.2, { check: 'positive' }),
  s('TEXTSTYLE', 'Standard', { check: 'style' }),
  b('TEXTFILL', 1),
  i('TEXTQLTY', 50, { min: 0, max: 100 }),
  b('TEXTEVAL', 0),
  b('QTEXTMODE', 0),
  b('MIRRTEXT', 0),
  s('MTEXTED', 'Internal'),
  s('MTJIGSTRING', 'abc'),
  i('TSTACKALIGN', 1, { min: 0, max: 2 }),
  i('TSTACKSIZE', 70, { min: 25, max: 125 }),
  i('FIELDEVAL', 31, { min: 0, max: 31 }),
  i('FONTALT', 0, RO),
  // ---- attributes and blocks ----
  i('AFLAGS', 16, { min: 0, max: 63 }),
  b('ATTDIA', 0),
  i('ATTMODE', 1, { min: 0, max: 2 }),
  b('ATTREQ', 1),
  b('ATTIPE', 0),
  s('INSNAME', ''),
  i('BLOCKCREATEMODE', 0, { min: 0, max: 2 }),
  i('WBLOCKCREATEMODE', 1, { min: 0, max: 2 }),
  b('EXPLMODE', 1),
  i('VISRETAIN', 1, { min: 0, max: 1 }),
  i('XREFCTL', 0, { min: 0, max: 1 }),
  i('XLOADCTL', 2, { min: 0, max: 2 }),
  i('XREFNOTIFY', 2, { min: 0, max: 2 }),
  i('XCLIPFRAME', 2, { min: 0, max: 2 }),
  // ---- drafting aids ----
  i('OSMODE', 4133, { min: 0, max: 32767 }),
  i('OSNAPCOORD', 2, { min: 0, max: 2 }),
  i('OSOPTIONS', 3, { min: 0, max: 7 }),
  i('APERTURE', 10, { min: 1, max: 50 }),
  i('AUTOSNAP', 63, { min: 0, max: 63 }),
  b('ORTHOMODE', 0),
  i('POLARMODE', 0, { min: 0, max: 15 }),
  r('POLARDIST', 0, { check: 'nonneg' }),
  b('SNAPMODE', 0),
  r('SNAPANG', 0),
  p2('SNAPBASE', [0, 0]),
  p2('SNAPUNIT', [0.5, 0.5]),
  b('SNAPSTYL', 0),
  b('SNAPTYPE', 0),
  i('SNAPISOPAIR', 0, { min: 0, max: 2 }),
  b('GRIDMODE', 0),
  p2('GRIDUNIT', [0.5, 0.5]),
  i('GRIDMAJOR', 5, { min: 1, max: 100 }),
  i('DYNMODE', 3, { min: -3, max: 3 }),
  b('DYNPROMPT', 1),
  i('DRAGMODE', 2, { min: 0, max: 2 }),
  b('BLIPMODE', 0),
  // ---- selection and grips ----
  b('PICKFIRST', 1),
  i('PICKADD', 2, { min: 0, max: 2 }),
  i('PICKAUTO', 5, { min: 0, max: 7 }),
  i('PICKBOX', 3, { min: 0, max: 50 }),
  b('PICKDRAG', 0),
  i('PICKSTYLE', 1, { min: 0, max: 3 }),
  i('GRIPS', 2, { min: 0, max: 2 }),
  i('GRIPSIZE', 5, { min: 1, max: 255 }),
  b('HIGHLIGHT', 1),
  i('SELECTIONPREVIEW', 3, { min: 0, max: 3 }),
  i('SORTENTS', 127, { min: 0, max: 127 }),
  b('LOCKUI', 0),
  i('LAYLOCKFADECTL', 50, { min: -90, max: 90 }),
  // ---- command behaviour ----
  b('CMDECHO', 1),
  b('CMDDIA', 1),
  b('FILEDIA', 1),
  i('EXPERT', 0, { min: 0, max: 5 }),
  i('MENUECHO', 0, { min: 0, max: 15 }),
  b('NOMUTT', 0),
  i('QAFLAGS', 0, { min: 0, max: 32767 }),
  i('DELOBJ', 3, { min: -3, max: 3 }),
  i('PEDITACCEPT', 0, { min: 0, max: 1 }),
  b('PLQUIET', 0),
  i('BACKGROUNDPLOT', 2, { min: 0, max: 3 }),
  i('SAVETIME', 10, { min: 0, max: 600 }),
  i('SDI', 0, { min: 0, max: 3 }),
  i('SHORTCUTMENU', 11, { min: 0, max: 31 }),
  b('TOOLTIPS', 1),
  i('PROXYNOTICE', 1, { min: 0, max: 1 }),
  b('REGENMODE', 1),
  i('AUDITCTL', 0, { min: 0, max: 1 }),
  b('DBLCLKEDIT', 1),
  i('CMDINPUTHISTORYMAX', 20, { min: 0, max: 99 }),
  b('TRIMMODE', 1),
  b('TRIMEXTENDMODE', 1),
  i('PROJMODE', 1, { min: 0, max: 2 }),
  b('COPYMODE', 0),
  i('DRAWORDERCTL', 3, { min: 0, max: 3 }),
  b('EDGEMODE', 0),
  i('ERRNO', 0),
  // ---- draw and modify defaults ----
  r('CIRCLERAD', 0, { check: 'nonneg' }),
  r('CHAMFERA', 0.5, { check: 'nonneg' }),
  r('CHAMFERB', 0.5, { check: 'nonneg' }),
  r('CHAMFERC', 1, { check: 'nonneg' }),
  r('CHAMFERD', 0),
  b('CHAMMODE', 0),
  r('FILLETRAD', 0, { check: 'nonneg' }),
  b('FILLMODE', 1),
  r('OFFSETDIST', -1),
  i('OFFSETGAPTYPE', 0, { min: 0, max: 2 }),
  r('DONUTID', 0.5, { check: 'nonneg' }),
  r('DONUTOD', 1, { check: 'positive' }),
  i('POLYSIDES', 4, { min: 3, max: 1024 }),
  b('PELLIPSE', 0),
  b('PLINEGEN', 0),
  i('PLINETYPE', 2, { min: 0, max: 2 }),
  r('PLINEWID', 0, { check: 'nonneg' }),
  r('TRACEWID', 0.05, { check: 'positive' }),
  i('PDMODE', 0, { check: 'pdmode' }),
  r('PDSIZE', 0),
  i('SPLFRAME', 0, { min: 0, max: 1 }),
  i('SPLINESEGS', 8, { min: -32768, max: 32767 }),
  i('SPLINETYPE', 6, { min: 5, max: 6 }),
  i('SURFTAB1', 6, { min: 2, max: 32766 }),
  i('SURFTAB2', 6, { min: 2, max: 32766 }),
  i('SURFTYPE', 6, { min: 5, max: 8 }),
  i('SURFU', 6, { min: 0, max: 200 }),
  i('SURFV', 6, { min: 0, max: 200 }),
  i('ISOLINES', 4, { min: 0, max: 2047 }),
  r('FACETRES', 0.5, { min: 0.01, max: 10 }),
  b('DISPSILH', 0),
  r('SKETCHINC', 0.1, { check: 'positive' }),
  i('SKPOLY', 0, { min: 0, max: 2 }),
  b('WHIPARC', 0),
  // ---- hatch ----
  s('HPNAME', 'ANSI31'),
  r('HPANG', 0),
  r('HPSCALE', 1, { check: 'positive' }),
  r('HPSPACE', 1, { check: 'positive' }),
  b('HPASSOC', 1),
  i('HPISLANDDETECTION', 1, { min: 0, max: 2 }),
  b('HPISLANDDETECTIONMODE', 1),
  s('HPLAYER', '.'),
  s('HPCOLOR', '.'),
  b('HPDOUBLE', 0),
  i('HPBOUND', 1, { min: 0, max: 1 }),
  r('HPGAPTOL', 0, { min: 0, max: 5000 }),
  // ---- dimensions ----
  s('DIMSTYLE', 'Standard', RO),
  i('DIMASSOC', 2, { min: 0, max: 2 }),
  i('DIMADEC', 0, { min: -1, max: 8 }),
  b('DIMALT', 0),
  r('DIMASZ', 0.18, { check: 'nonneg' }),
  i('DIMAUNIT', 0, { min: 0, max: 4 }),
  s('DIMBLK', ''),
  r('DIMCEN', 0.09),
  i('DIMCLRD', 0, { min: 0, max: 256 }),
  i('DIMCLRE', 0, { min: 0, max: 256 }),
  i('DIMCLRT', 0, { min: 0, max: 256 }),
  i('DIMDEC', 4, { min: 0, max: 8 }),
  r('DIMDLI', 0.38),
  r('DIMEXE', 0.18),
  r('DIMEXO', 0.0625),
  r('DIMGAP', 0.09),
  r('DIMLFAC', 1),
  i('DIMLUNIT', 2, { min: 1, max: 6 }),
  r('DIMSCALE', 1, { check: 'nonneg' }),
  i('DIMTAD', 0, { min: 0, max: 4 }),
  b('DIMTIH', 1),
  b('DIMTOH', 1),
  r('DIMTXT', 0.18, { check: 'positive' }),
  s('DIMTXSTY', 'Standard', { check: 'style' }),
  i('DIMZIN', 0, { min: 0, max: 15 }),
  b('DIMUPT', 0),
  i('DIMTDEC', 4, { min: 0, max: 8 }),
  b('DIMTOL', 0),
  b('DIMLIM', 0),
  // ---- sandbox paths and session values the inventory leaves to the host ----
  s('ROAMABLEROOTPREFIX', 'C:\\Lispwright\\roaming\\', RO),
  s('LOCALROOTPREFIX', 'C:\\Lispwright\\local\\', RO),
  s('MYDOCUMENTSPREFIX', 'C:\\Lispwright\\documents', RO),
  s('TEMPPREFIX', 'C:\\Lispwright\\temp\\'),
  s('TRUSTEDPATHS', ''),
  s('LOGFILEPATH', 'C:\\Lispwright\\logs\\'),
  s('SAVEFILEPATH', 'C:\\Lispwright\\temp\\'),
  s('MENUNAME', 'ACAD', RO),
  s('MODEMACRO', ''),
  // ---- variables AutoCAD has that the generated inventory lacks ----
  i('PRESELECTIONEFFECT', 0, { min: 0, max: 1, savedIn: 'registry' }),
  s('TRUSTEDDOMAINS', '', { savedIn: 'registry' }),
  i('OSNAPHATCH', 0, { min: 0, max: 1, savedIn: 'registry' }),
  i('SHOWPAGESETUPFORNEWLAYOUTS', 0, { min: 0, max: 1, savedIn: 'registry' }),
  s('HPLASTPATTERN', 'ANSI31', { savedIn: 'not-saved' }),
  // ---- user variables ----
  i('USERI1', 0), i('USERI2', 0), i('USERI3', 0), i('USERI4', 0), i('USERI5', 0),
  r('USERR1', 0), r('USERR2', 0), r('USERR3', 0), r('USERR4', 0), r('USERR5', 0),
  s('USERS1', ''), s('USERS2', ''), s('USERS3', ''), s('USERS4', ''), s('USERS5', ''),
];

/** Valid lineweights in hundredths of a millimetre, plus -1 BYLAYER, -2 BYBLOCK, -3 DEFAULT. */
export const LINEWEIGHTS: ReadonlySet<number> = new Set([
  -3, -2, -1, 0, 5, 9, 13, 15, 18, 20, 25, 30, 35, 40, 50, 53, 60, 70, 80, 90, 100, 106, 120, 140, 158, 200, 211,
]);

/** The AutoCAD colour names setvar accepts for CECOLOR, with their colour numbers. */
export const COLOR_NAMES: ReadonlyMap<string, number> = new Map([
  ['RED', 1], ['YELLOW', 2], ['GREEN', 3], ['CYAN', 4], ['BLUE', 5], ['MAGENTA', 6], ['WHITE', 7],
]);

/**
 * Variables AutoCAD changes by itself while a program runs: clocks, error codes, the last point,
 * angle and prompt, the modified flag, the command in progress, the handle seed, the extents, the
 * results of inquiry commands and the view (ZOOM and PAN count as display-only). A run that leaves
 * one of these changed has not changed a setting; the verification rule ("sysvars unchanged") and
 * the Esc check ignore them. Declared once, here beside the table.
 */
export const SELF_CHANGING_SYSVARS: ReadonlySet<string> = new Set([
  'DATE', 'CDATE', 'MILLISECS', 'TDUPDATE', 'TDUUPDATE', 'TDINDWG', 'TDUSRTIMER',
  'ERRNO', 'LASTPOINT', 'LASTANGLE', 'LASTPROMPT', 'DBMOD', 'CMDACTIVE', 'CMDNAMES', 'UNDOCTL',
  'HANDSEED', 'EXTMIN', 'EXTMAX', 'AREA', 'PERIMETER', 'DISTANCE', 'VIEWCTR', 'VIEWSIZE',
]);
