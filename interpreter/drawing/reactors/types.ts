/*
 * Reactor types and their events as AutoCAD names them (vlr-types, vlr-reaction-name), and which
 * drawing events each reactor event answers to. Types whose events the simulation never has
 * (mouse, toolbar, window, xref, ...) can be made, listed and removed; they simply never fire.
 */
import type { DrawingEventKind } from '../events.js';

export interface ReactorTypeInfo {
  /** ":VLR-Command-Reactor", as vlr-type returns it and reactors print */
  readonly name: string;
  /** the constructor's name, e.g. "vlr-command-reactor" */
  readonly ctor: string;
  /** object reactors take owners as their first argument */
  readonly owners?: boolean;
  /** event names in AutoCAD's spelling (":vlr-commandWillStart") */
  readonly events: readonly string[];
}

const COMMAND = [':vlr-unknownCommand', ':vlr-commandWillStart', ':vlr-commandEnded', ':vlr-commandCancelled', ':vlr-commandFailed'];
const LISP = [':vlr-lispWillStart', ':vlr-lispEnded', ':vlr-lispCancelled'];
const SYSVAR = [':vlr-sysVarWillChange', ':vlr-sysVarChanged'];
const DWG = [':vlr-beginClose', ':vlr-databaseConstructed', ':vlr-databaseToBeDestroyed', ':vlr-beginDwgOpen', ':vlr-endDwgOpen', ':vlr-dwgFileOpened', ':vlr-beginSave', ':vlr-saveComplete'];
const DXF = [':vlr-beginDxfIn', ':vlr-abortDxfIn', ':vlr-dxfInComplete', ':vlr-beginDxfOut', ':vlr-abortDxfOut', ':vlr-dxfOutComplete'];
const OBJECT = [
  ':vlr-cancelled', ':vlr-copied', ':vlr-erased', ':vlr-unerased', ':vlr-goodbye', ':vlr-openedForModify', ':vlr-modified',
  ':vlr-subObjModified', ':vlr-modifyUndone', ':vlr-modifiedXData', ':vlr-unappended', ':vlr-reappended', ':vlr-objectClosed',
];
const ACDB = [':vlr-objectAppended', ':vlr-objectUnAppended', ':vlr-objectReAppended', ':vlr-objectOpenedForModify', ':vlr-objectModified', ':vlr-objectErased', ':vlr-objectUnErased'];

const t = (name: string, events: readonly string[], owners = false): ReactorTypeInfo => ({
  name: `:VLR-${name}-Reactor`,
  ctor: `vlr-${name.toLowerCase()}-reactor`,
  events,
  ...(owners ? { owners } : {}),
});

/** In the order vlr-types lists them. */
export const REACTOR_TYPES: readonly ReactorTypeInfo[] = [
  t('Linker', [':vlr-rxAppLoaded', ':vlr-rxAppUnLoaded']),
  t('Editor', [...COMMAND, ...LISP, ...SYSVAR, ...DWG, ...DXF]),
  t('AcDb', ACDB),
  t('DocManager', [':vlr-documentCreated', ':vlr-documentToBeDestroyed', ':vlr-documentLockModeChanged', ':vlr-documentBecameCurrent', ':vlr-documentToBeActivated', ':vlr-documentToBeDeactivated']),
  t('Command', COMMAND),
  t('Lisp', LISP),
  t('DXF', DXF),
  t('DWG', DWG),
  t('Insert', [':vlr-beginInsert', ':vlr-beginInsertM', ':vlr-otherInsert', ':vlr-endInsert', ':vlr-abortInsert']),
  t('Wblock', [':vlr-wblockNotice', ':vlr-beginWblockPt', ':vlr-beginWblockId', ':vlr-beginWblock', ':vlr-otherWblock', ':vlr-abortWblock', ':vlr-endWblock', ':vlr-beginWblockObjects']),
  t('SysVar', SYSVAR),
  t('DeepClone', [':vlr-beginDeepClone', ':vlr-beginDeepCloneXlation', ':vlr-abortDeepClone', ':vlr-endDeepClone']),
  t('XREF', [':vlr-beginAttach', ':vlr-otherAttach', ':vlr-abortAttach', ':vlr-endAttach', ':vlr-redirected', ':vlr-comandeered', ':vlr-beginRestore', ':vlr-abortRestore', ':vlr-endRestore']),
  t('Undo', [':vlr-undoSubcommandAuto', ':vlr-undoSubcommandControl', ':vlr-undoSubcommandBegin', ':vlr-undoSubcommandEnd', ':vlr-undoSubcommandMark', ':vlr-undoSubcommandBack', ':vlr-undoSubcommandNumber']),
  t('Window', [':vlr-docFrameMovedOrResized', ':vlr-mainFrameMovedOrResized']),
  t('Toolbar', [':vlr-toolbarBitmapSizeWillChange', ':vlr-toolbarBitmapSizeChanged']),
  t('Mouse', [':vlr-beginDoubleClick', ':vlr-beginRightClick']),
  t('Miscellaneous', [':vlr-pickfirstModified', ':vlr-layoutSwitched']),
  t('Object', OBJECT, true),
];

export const TYPE_BY_NAME: ReadonlyMap<string, ReactorTypeInfo> = new Map(REACTOR_TYPES.map((r) => [r.name.toUpperCase(), r]));

/** The reactor events a drawing event fires (upper-case event names). */
export const EVENTS_FOR: Readonly<Partial<Record<DrawingEventKind, string>>> = {
  commandWillStart: ':VLR-COMMANDWILLSTART',
  commandEnded: ':VLR-COMMANDENDED',
  commandCancelled: ':VLR-COMMANDCANCELLED',
  commandFailed: ':VLR-COMMANDFAILED',
  unknownCommand: ':VLR-UNKNOWNCOMMAND',
  lispWillStart: ':VLR-LISPWILLSTART',
  lispEnded: ':VLR-LISPENDED',
  lispCancelled: ':VLR-LISPCANCELLED',
  sysVarWillChange: ':VLR-SYSVARWILLCHANGE',
  sysVarChanged: ':VLR-SYSVARCHANGED',
};

/** Object reactor events (on the owners) and database reactor events, per object event. */
export const OBJECT_EVENTS: Readonly<Partial<Record<DrawingEventKind, { object?: string; acdb: string }>>> = {
  objectAppended: { acdb: ':VLR-OBJECTAPPENDED' },
  objectModified: { object: ':VLR-MODIFIED', acdb: ':VLR-OBJECTMODIFIED' },
  objectErased: { object: ':VLR-ERASED', acdb: ':VLR-OBJECTERASED' },
  objectUnerased: { object: ':VLR-UNERASED', acdb: ':VLR-OBJECTUNERASED' },
};

/** The documented spelling of an event name given in any case. */
export function eventSpelling(upper: string): string {
  for (const r of REACTOR_TYPES) for (const e of r.events) if (e.toUpperCase() === upper) return e;
  return upper.toLowerCase();
}
