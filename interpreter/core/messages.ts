/*
 * The one catalogue of error messages, in AutoCAD's wording. Every error the interpreter raises
 * names a code from here (see errors.ts `raise`), so the console, Monaco markers, tests and the
 * agent all see the same text. Add new codes here; never build an error string inline.
 */
export const MESSAGES = {
  // evaluation
  badArgType: (pred: string, shown: string) =>
    `bad argument type: ${pred}${COLON_PREDICATES.has(pred) ? ':' : ''} ${shown}`,
  badArgValue: (what: string, shown: string) => `bad argument value: ${what} ${shown}`,
  noFunction: (name: string) => `no function definition: ${name}`,
  badFunction: (shown: string) => `bad function: ${shown}`,
  tooFewArgs: () => 'too few arguments',
  tooManyArgs: () => 'too many arguments',
  divideByZero: () => 'divide by zero',
  undefinedForArg: (shown: string) => `function undefined for argument: ${shown}`,
  badList: (shown: string) => `bad list: ${shown}`,
  badDottedList: (shown: string) => `bad argument type: listp ${shown}`,
  badSpecialForm: (shown: string) => `bad special form: ${shown}`,
  badDefun: (shown: string) => `bad DEFUN syntax: ${shown}`,
  badLambda: (shown: string) => `bad lambda syntax: ${shown}`,
  badAssignment: (shown: string) => `bad argument type: symbolp ${shown}`,
  misplacedDot: () => 'misplaced dot on input',
  quitExit: () => 'quit / exit abort',
  cancelled: () => 'Function cancelled',
  customMessage: (text: string) => text,
  // reader (AutoCAD never says where; we add the location in the span)
  malformedList: () => 'malformed list on input',
  extraRightParen: () => 'extra right paren on input',
  malformedString: () => 'malformed string on input',
  extraCdrs: () => 'extra cdrs in dotted pair on input',
  // host limits (Lispwright's own; not catchable by vl-catch-all-apply or *error*)
  budgetExhausted: (steps: number) =>
    `step budget exhausted after ${steps} steps (the script may loop forever; raise the budget to allow more)`,
  recursionDepth: (depth: number) =>
    `recursion depth limit reached (${depth} nested calls; the script may recurse forever)`,
  cancelledByHost: () => 'run cancelled',
  /** a bug in Lispwright itself (a builtin threw something that is not a LispError) */
  internalError: (detail: string) => `internal error: ${detail}`,
  // drawing database (drawing-db: entget/entmod/entmake, tables, DXF)
  badDxfGroup: (shown: string) => `bad DXF group: ${shown}`,
  badTableName: (shown: string) => `bad argument value: AutoCAD table name ${shown}`,
  dxfMalformed: (line: number, detail: string) => `DXF line ${line}: ${detail}`,
  dxfBinary: () => 'binary DXF is not supported: save the drawing as ASCII DXF',
  dxfEmpty: () => 'not a DXF file: no SECTION found',
  noDrawing: () => 'no drawing is open in this run',
  // sandbox
  notInSandbox: (name: string) => `${name} is not available in the Lispwright sandbox`,
  // runner: scripted input. AutoCAD prints these and prompts again (they are not raised).
  inputRequiresInt: () => 'Requires an integer value.',
  inputRequiresIntOrKeyword: () => 'Requires an integer value or option keyword.',
  inputIntRange: () => 'Requires an integer between -32768 and 32767.',
  inputRequiresReal: () => 'Requires numeric value.',
  inputRequiresRealOrKeyword: () => 'Requires numeric value or option keyword.',
  inputRequiresDist: () => 'Requires numeric distance or two points.',
  inputRequiresDistOrKeyword: () => 'Requires numeric distance, two points, or option keyword.',
  inputRequiresAngle: () => 'Requires valid numeric angle or second point.',
  inputRequiresAngleOrKeyword: () => 'Requires valid numeric angle, second point, or option keyword.',
  inputInvalidPoint: () => 'Invalid point.',
  inputPointOrKeyword: () => 'Point or option keyword required.',
  inputInvalidKeyword: () => 'Invalid option keyword.',
  inputNonzero: () => 'Value must be nonzero.',
  inputPositive: () => 'Value must be positive.',
  inputPositiveNonzero: () => 'Value must be positive and nonzero.',
  inputOutsideLimits: () => '**Outside limits',
  inputSecondPoint: () => 'Specify second point: ',
  inputSelectObject: () => 'Select object: ',
  inputInvalidSelection: () => '*Invalid selection*\nExpects a point or Last',
  inputCancelEcho: () => '*Cancel*',
  // runner: files, load, commands, host limits
  loadFailed: (name: string) => `LOAD failed: ${JSON.stringify(name)}`,
  // the command line (drawing/commands): printed; the run goes on
  unknownCommand: (name: string) => `Unknown command "${name}".  Press F1 for help.`,
  cmdfInvalidArgument: () => 'Application ERROR: Invalid entity/point list.',
  // raised: command inside *error* without (*push-error-using-command*)
  commandInErrorHandler: () =>
    'Cannot invoke (command) from *error* without prior call to (*push-error-using-command*).\nConverting (command) calls to (command-s) is recommended.',
  commandNotSimulated: (name: string) =>
    `; Lispwright: the ${name} command is not simulated; it had no effect (use entmake/entmod/setvar instead)`,
  memoryExhausted: () => 'insufficient memory (the script may build an ever-growing string or list)',
  runBackstop: (ms: number) => `internal error: the run did not answer within ${ms} ms and was stopped`,
  workerStopped: (why: string) => `internal error: the worker stopped unexpectedly (${why})`,
  entryMissing: (name: string) => `no source file named ${JSON.stringify(name)} in the request`,
  drawingUnreadable: (why: string) => `cannot read the drawing: ${why}`,
  // strings and conversion (language core, part B: strings, vl-string-*, rtos/angtos/distof, cvunit)
  /** substr with a start below 1 — AutoCAD: "bad argument value: positive 0" */
  notPositive: (shown: string) => `bad argument value: positive ${shown}`,
  /** a negative length or position where only 0 and up make sense */
  notNonNegative: (shown: string) => `bad argument value: non-negative ${shown}`,
  /** vl-string-elt past either end of the string */
  stringPositionOutOfRange: (shown: string) => `bad argument value: string position out of range ${shown}`,
  /** rtos/distof with a units mode outside 1..5, or a negative precision */
  badUnitsArg: (shown: string) => `bad argument value: ${shown}`,
  // selection sets, system variables, trans (drawing/selection, drawing/sysvars)
  badSsgetList: () => 'bad SSGET list',
  badSsgetListValue: () => 'bad SSGET list value',
  /** the mode string is not one ssget knows (our wording: AutoCAD re-prompts interactively) */
  badSsgetMode: (shown: string) => `bad argument value: ssget mode ${shown}`,
  badPointList: (shown: string) => `bad point argument: ${shown}`,
  sysvarRejected: (name: string, shown: string) => `AutoCAD variable setting rejected: ${name} ${shown}`,
  // vlax-curve-* (drawing/geometry/curve.ts): the ActiveX errors AutoCAD reports for objects that are no curves
  /** the entity is not a curve (TEXT, INSERT...), or a curve type Lispwright does not model (ELLIPSE, SPLINE) */
  notACurve: () => 'ActiveX Server returned an error: No such interface supported',
  curveErased: () => 'Automation Error. Object was erased',
  // ActiveX (drawing/activex): AutoCAD's words for COM failures
  /** the object has no member of that name (GetIDsOfNames failed); the name as the call spelled it */
  axUnknownName: (name: string) => `ActiveX Server returned the error: unknown name: ${name}`,
  /** the member exists but the call failed (Type mismatch, Member not found, Invalid argument...) */
  axServerError: (text: string) => `ActiveX Server returned an error: ${text}`,
  /** AutoCAD refused the operation (Key not found, Object was erased, On locked layer...) */
  axAutomation: (text: string) => `Automation Error. ${text}`,
  /** a LISP value a vla- call cannot turn into the VARIANT the member wants (a list for a point...) */
  axNoCoercion: (shown: string) => `lisp value has no coercion to VARIANT with this type:  ${shown}`,
  axSafearrayTooMany: () => 'Assertion failed: safearray-fill failed. Too many elements.',
  /** a safearray index outside its bounds, or the wrong number of indexes */
  axSafearrayIndex: () => 'ActiveX Server returned an error: Invalid index',
  /** Lispwright's own: an ActiveX member AutoCAD has that the simulation does not model */
  axNotSimulated: (member: string, iface: string) =>
    `Lispwright: the ActiveX member ${member} of ${iface} is not simulated (it had no effect)`,
  // the simulated LAYER command (drawing/commands): printed, the command goes on
  layerNotFound: (name: string) => `Cannot find layer "${name}".`,
  layerIsCurrent: (name: string) => `Cannot freeze layer "${name}".  It is the CURRENT layer.`,
  textStyleNotFound: (name: string) => `Cannot find text style "${name}".`,
  linetypeNotFound: (name: string) => `Linetype "${name}" not found.  Use LINETYPE command to load it.`,
  // blocks, attributes, hatches, dimensions, tables, UCS (drawing/commands, issue 13): printed, the run goes on
  blockNotFoundFile: (file: string, root: string) => `"${file}": Can't find file in search path:\n  ${root} (current directory)`,
  blockInvalidName: () => 'Invalid block name.',
  attdefBadTag: () => 'Invalid attribute tag: it cannot be empty or contain spaces.',
  blockSelfReference: (name: string) => `Block ${name} references itself`,
  blockNothingSelected: () => 'Nothing selected.',
  attdiaDialog: () => '; Lispwright: ATTDIA is 1, so AutoCAD shows the Edit Attributes dialog here; the default values were used (set ATTDIA to 0 to answer the prompts from the script)',
  noAttributes: (name: string) => `Block ${name} has no attributes.`,
  blockNoSuch: (name: string) => `Block "${name}" not found.`,
  hatchPatternNotFound: (name: string) => `Pattern "${name}" not found.`,
  hatchNoBoundary: () => 'Valid hatch boundary not found.',
  hatchPointOutside: () => 'Point is outside of boundary.',
  linetypeFileNotFound: (file: string) => `Cannot find file "${file}".`,
  linetypeNotInFile: (name: string, file: string) => `Linetype ${name} not found in file ${file}.`,
  linetypeLoaded: (name: string) => `Linetype ${name} loaded.`,
  linetypeReloaded: (name: string) => `Linetype ${name} reloaded.`,
  styleNowCurrent: (name: string) => `"${name}" is now the current text style.`,
  renameNotFound: (kind: string, name: string) => `${kind} "${name}" not found.`,
  renameExists: (kind: string, name: string) => `${kind} "${name}" already exists.`,
  renameNotAllowed: (name: string) => `"${name}" cannot be renamed.`,
  ucsNotFound: (name: string) => `Cannot find UCS ${name}.`,
  ucsNoPrevious: () => 'No previous UCS.',
  ucsAxisZero: () => 'Invalid: Z axis has zero length.',
  // DCL files (interpreter/dialogs): diagnostics written to acad.dce; wording is Lispwright's
  // (AutoCAD's exact texts are not published), the header line is AutoCAD's.
  dclUnexpected: (c: string) => `Syntax error: unexpected character "${c}".`,
  dclUnclosedComment: () => 'Syntax error: comment not closed.',
  dclUnclosedString: () => 'Syntax error: string not closed.',
  dclExpected: (what: string, shown: string) => `Syntax error: expected ${what}, found ${shown}.`,
  dclEndOfFile: () => 'the end of the file',
  dclWhatFileName: () => 'a quoted file name',
  dclWhatDefinition: () => 'a tile name',
  dclWhatPrototype: () => 'a prototype name',
  dclWhatBodyItem: () => 'an attribute or a tile name',
  dclWhatValue: () => 'a value',
  dclUndefinedTile: (name: string) => `Undefined tile "${name}".`,
  dclCircular: (name: string) => `Circular prototype definition of "${name}".`,
  dclRedefined: (name: string) => `Tile "${name}" is already defined.`,
  dclPredefined: (name: string) => `Tile "${name}" is predefined in base.dcl and cannot be redefined.`,
  dclSubassemblyAsPrototype: (name: string) => `"${name}" is a subassembly, not a prototype: refer to it as "${name};".`,
  dclIncludeNotFound: (file: string) => `Cannot find the included file "${file}".`,
  dclIncludeAcad: () => 'acad.dcl cannot be included.',
  dclNotACluster: (name: string) => `"${name}" is not a cluster and cannot have children.`,
  dclBadAttrValue: (attr: string, shown: string, expected: string) => `Attribute "${attr}" has the value ${shown}; expected ${expected}.`,
  dclMissingKey: (type: string) => `Active tile "${type}" has no key.`,
  dclImageSize: (type: string) => `Tile "${type}" needs a width and a height (or an aspect_ratio).`,
  dclDuplicateAttr: (attr: string) => `Attribute "${attr}" is given twice; the last value is used.`,
  dclAuditHeader: (path: string) => `=== DCL semantic audit of ${path} ===`,
  dclDiagnosticLine: (severity: string, path: string, line: number) => `${severity} in "${path}", line ${line}:`,
  dclLoadAlert: (path: string, line: number, text: string) => `Error in dialog file "${path}", line ${line}:\n${text}`,
  dclAuditAlert: (path: string) => `Semantic problems in dialog file "${path}": see acad.dce.`,
  dclNoExitButton: () => 'Dialog has neither an OK nor a CANCEL button.',
  // dialogs at run time
  rejectedFunction: () => 'AutoCAD rejected function',
  dialogNotStarted: () => '; Lispwright: start_dialog called with no dialog initialized (new_dialog failed or was not called)',
  dialogUnanswered: (name: string) => `; Lispwright: no answer for dialog "${name}": Cancel pressed`,
  dialogAnswerRejected: (name: string, why: string) => `; Lispwright: dialog "${name}": ${why}; that part of the answer is ignored`,
  dialogNoTile: (key: string) => `there is no tile "${key}"`,
  dialogTileDisabled: (key: string) => `tile "${key}" is disabled`,
  dialogBadValue: (key: string, value: string, expected: string) => `tile "${key}" cannot take ${JSON.stringify(value)} (${expected})`,
  dialogNotPressable: (key: string) => `tile "${key}" cannot be pressed`,
  dialogWrongName: (expected: string) => `the answer is for dialog "${expected}"`,
  dialogClosedEarly: () => 'the dialog closed before the rest of the answer applied',
  dialogNesting: () => 'dialog nesting is limited to 8 levels',
} as const;

export type MessageCode = keyof typeof MESSAGES;
export type MessageArgs<C extends MessageCode> = Parameters<(typeof MESSAGES)[C]>;

/** The codes whose message takes no arguments (prompts' complaints, notices). */
export type PlainMessageCode = { [C in MessageCode]: MessageArgs<C> extends [] ? C : never }[MessageCode];

/** The text of a catalogue message: the one place a code and its arguments become words. */
export function formatMessage<C extends MessageCode>(code: C, ...args: MessageArgs<C>): string {
  return (MESSAGES[code] as (...a: MessageArgs<C>) => string)(...args);
}

/** Predicates AutoCAD prints with a colon after them (`numberp: nil`); the rest print without. */
const COLON_PREDICATES = new Set(['numberp', 'fixnump']);
