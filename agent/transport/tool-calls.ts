/*
 * Assembling streamed tool calls. Pieces are merged by `index` when the server sends one; without
 * an index, a piece with a known id continues that call, a piece with a new id (or a name after
 * arguments began) starts a new call, and a bare piece continues the last call. So two calls from
 * a server that omits indexes stay two calls instead of one "inspect_drawingrun_lisp". Ids the
 * server repeats, or leaves out, are made unique for the session (the tool results are matched to
 * calls by id, so two calls with one id would confuse the model and the transcript).
 */
import type { ToolCallMessage } from '../llm-client.js';

export interface ToolPiece {
  index?: number;
  id?: string;
  name?: string;
  args?: string;
}

interface Building {
  key: string;
  serverId?: string;
  id: string;
  name: string;
  args: string;
  started: boolean;
}

export type AssemblyEvent = { started: { id: string; name: string; args: string } } | { delta: { id: string; text: string } };

export class ToolCallAssembler {
  private readonly calls: Building[] = [];
  private readonly byIndex = new Map<number, Building>();
  private readonly byServerId = new Map<string, Building>();

  /** `usedIds`: ids already given to calls in this session (shared across turns, updated here). */
  constructor(
    private readonly usedIds: Set<string>,
    private readonly turn: number,
  ) {}

  private open(piece: ToolPiece): Building {
    const n = this.calls.length;
    const c: Building = { key: `${this.turn}_${n}`, id: '', name: '', args: '', started: false };
    if (piece.id) {
      c.serverId = piece.id;
      this.byServerId.set(piece.id, c);
    }
    if (piece.index !== undefined) this.byIndex.set(piece.index, c);
    c.id = this.uniqueId(piece.id ?? `call_${this.turn}_${n}`);
    this.calls.push(c);
    return c;
  }

  private uniqueId(wanted: string): string {
    let id = wanted;
    for (let k = 2; this.usedIds.has(id); k++) id = `${wanted}_${k}`;
    this.usedIds.add(id);
    return id;
  }

  private find(piece: ToolPiece): Building {
    if (piece.index !== undefined) {
      const c = this.byIndex.get(piece.index);
      // an index seen before, unless the piece names a different server id (a duplicate index)
      if (c && (!piece.id || !c.serverId || c.serverId === piece.id)) return c;
      return this.open(piece);
    }
    if (piece.id) {
      const c = this.byServerId.get(piece.id);
      // the same id with a new name is a second call that reuses the id
      return c && !(piece.name && c.name) ? c : this.open(piece);
    }
    const last = this.calls.at(-1);
    // a name arriving after the last call already has one starts the next call
    if (!last || (piece.name && last.name && (last.args !== '' || last.started))) return this.open(piece);
    return last;
  }

  /** Add one piece; returns what the UI should see (a call starting, argument text arriving). */
  add(piece: ToolPiece): AssemblyEvent[] {
    const c = this.find(piece);
    const out: AssemblyEvent[] = [];
    if (piece.name) c.name += piece.name;
    if (!c.started && c.name) {
      c.started = true;
      out.push({ started: { id: c.id, name: c.name, args: c.args } });
    }
    if (piece.args) {
      c.args += piece.args;
      if (c.started) out.push({ delta: { id: c.id, text: piece.args } });
    }
    return out;
  }

  get count(): number {
    return this.calls.length;
  }

  result(): ToolCallMessage[] {
    return this.calls.map((c) => ({ id: c.id, type: 'function' as const, function: { name: c.name, arguments: c.args } }));
  }
}
