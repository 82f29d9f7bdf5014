// DrawingDb.isFreshHandle: the DXF reader skips its duplicate-handle lookup only for a handle that
// cannot be in use, so it must never answer true for one that is (or that collides with one).
import { describe, expect, it } from 'vitest';
import { DrawingDb } from '../../interpreter/drawing/db.js';
import { makeRecord } from '../../interpreter/drawing/model/record.js';

const body = { c: [100], v: ['AcDbEntity'] };

describe('isFreshHandle', () => {
  it('is true only for plain hex handles above every handle added', () => {
    const db = new DrawingDb();
    expect(db.isFreshHandle('1')).toBe(true);
    db.addEntity(makeRecord('FF', 'POINT', '1F', body));
    db.addObject(makeRecord('1G', 'XRECORD', '0', body));
    expect(db.isFreshHandle('FF')).toBe(false);
    expect(db.isFreshHandle('FE')).toBe(false);
    expect(db.isFreshHandle('100')).toBe(true);
    expect(db.isFreshHandle('0100')).toBe(false); // leading zero: not the canonical spelling
    expect(db.isFreshHandle('1G')).toBe(false);
    expect(db.isFreshHandle('10g')).toBe(false);
    expect(db.isFreshHandle('')).toBe(false);
    expect(db.isFreshHandle('1000000000000')).toBe(false); // 13 digits: its number is not exact
    db.addObject(makeRecord('ABC', 'XRECORD', '0', body));
    expect(db.isFreshHandle('ABC')).toBe(false);
    expect(db.isFreshHandle('ABD')).toBe(true);
  });

  it('a copy keeps the bound, and newHandle never hands out a handle it calls fresh while in use', () => {
    const db = new DrawingDb();
    db.addEntity(makeRecord('40', 'POINT', '1F', body));
    const c = db.copy();
    expect(c.isFreshHandle('40')).toBe(false);
    for (let i = 0; i < 50; i++) {
      const h = c.newHandle();
      c.addObject(makeRecord(h, 'XRECORD', '0', body));
      expect(c.isFreshHandle(h)).toBe(false);
      expect(c.get(h)).toBeDefined();
    }
  });
});
