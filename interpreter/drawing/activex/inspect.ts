/*
 * The ActiveX view of one entity for the workbench's inspector: the entity's groups (as a
 * snapshot carries them) put into a scratch drawing and read through the same classes
 * vla-get-* uses, so the inspector shows exactly what a program would read. Properties that need
 * the rest of the drawing (the owner, other records) answer from the scratch drawing.
 */
import { Interp } from '../../eval/interp.js';
import { makeRecord } from '../model/record.js';
import { TagBuilder, type GV } from '../model/tags.js';
import { createLayer } from '../tables.js';
import { emptyDrawing } from '../port.js';
import { dumpProperties, type DumpRow } from './dump.js';
import { sessionOf, targetOf } from './model.js';
import { recordObject } from './factory.js';
import './objects.js';

export interface ActiveXView {
  /** the interface it prints with (IAcadLine) */
  iface: string;
  /** vla-get-ObjectName (AcDbLine) */
  objectName: string;
  properties: DumpRow[];
}

/** The ActiveX properties of an entity given by its type and groups (entget order, as in a snapshot). */
export function activexView(type: string, groups: ReadonlyArray<readonly [number, GV]>, handle?: string, layers: readonly string[] = []): ActiveXView | undefined {
  const port = emptyDrawing('inspect.dwg');
  const db = port.db;
  for (const name of layers) if (!db.tableEntry('LAYER', name)) createLayer(db, name);
  const body = new TagBuilder();
  // the record's body only: the type, handle, owner and space groups are the record's own fields
  for (const [c, v] of groups) if (c !== -1 && c !== 0 && c !== 5 && c !== 330 && c !== 67 && c !== 410 && c !== -2) body.push(c, v);
  // the entity keeps its own handle unless the scratch drawing's standard objects use it
  const h = handle && !db.get(handle.toUpperCase()) ? handle.toUpperCase() : db.newHandle();
  db.addEntity(makeRecord(h, type, db.modelSpace, body.done()));
  const ip = new Interp({ services: port.services(), sysvars: port.sysvars });
  const t = targetOf(recordObject(sessionOf(ip), h));
  if (!t) return undefined;
  const rows = dumpProperties(ip, t).filter((r) => r.name !== 'Application' && r.name !== 'Document');
  const name = rows.find((r) => r.name === 'ObjectName')?.shown.replace(/^"|"$/g, '') ?? '';
  return { iface: t.cls.iface, objectName: name, properties: rows };
}

