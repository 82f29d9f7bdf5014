/*
 * What a run changed in its drawing, as RunResult.diff reports it (the drawing database computes
 * it, the runner, the UI, the agent and the CLI read it). Plain JSON data.
 */

/** One group code's change in a modified entity. */
export interface GroupChange {
  code: number;
  before: string | null;
  after: string | null;
}

export interface EntityChange {
  handle: string;
  type: string;
  layer: string;
  change: 'added' | 'deleted' | 'modified';
  groups?: GroupChange[];
  /** for moved geometry: displacement of the primary point */
  delta?: [number, number, number];
}

export interface TableChange {
  table: string;
  name: string;
  change: 'added' | 'deleted' | 'modified';
  groups?: GroupChange[];
}

export interface SysvarChange {
  name: string;
  before: string;
  after: string;
}

export interface DrawingDiff {
  entities: EntityChange[];
  tables: TableChange[];
  sysvars: SysvarChange[];
  summary: { added: number; deleted: number; modified: number };
}
