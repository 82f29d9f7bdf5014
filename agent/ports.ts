/*
 * What the agent needs from the rest of Lispwright, as interfaces. The host (Electron main, the web
 * server) and the CLI plug in the real runner and drawing; tests plug in an in-process runner.
 * Nothing here knows about the worker pool, the drawing database or Electron.
 */
import type { CaseExpectations, DrawingSource, RunRequest, RunResult, ScriptedInput, SnapshotLayer, SourceFile } from '../interpreter/runner/contract.js';

/** Run a request through the runner (the worker pool in the app, in-process in tests). */
export type RunLisp = (req: RunRequest, signal?: AbortSignal) => Promise<RunResult>;

/** One function the model may call, from the builtin tables. */
export interface FunctionInfo {
  /** lower-case name */
  name: string;
  /** "(name arg [opt]) — description" */
  doc: string;
  min: number;
  max: number;
}

/** The builtin catalogue, read at run time (more builtins land as the interpreter grows). */
export interface FunctionCatalogue {
  get(name: string): FunctionInfo | undefined;
  all(): FunctionInfo[];
}

/** A filter for sample entities: DXF type and layer (wildcards * and ?), at most `limit`. */
export interface EntityFilter {
  type?: string;
  layer?: string;
  limit?: number;
  /** also list the text contents (TEXT, MTEXT, ATTRIB values) of matching entities */
  texts?: boolean;
}

/** A text in the drawing, abbreviated (inspect_drawing with texts). */
export interface TextContent {
  handle: string;
  type: string;
  layer: string;
  /** ATTRIB: its tag */
  tag?: string;
  text: string;
}

export interface LayerReport extends SnapshotLayer {
  entities: number;
}

export interface DrawingReport {
  name: string;
  /** entities in model space and every layout (VERTEX, ATTRIB and SEQEND belong to their owner and are not counted) */
  entityCount: number;
  /** "Model" -> count, "Layout1" -> count */
  countsByLayout: Record<string, number>;
  layers: LayerReport[];
  /** "LINE" -> count, in model space and layouts */
  countsByType: Record<string, number>;
  /** "LINE@OLD_LAYER" -> count */
  countsByTypeAndLayer: Record<string, number>;
  blocks: string[];
  /** name -> printed value */
  sysvars: Record<string, string>;
  /** entget-style lists of the sample entities matching the filter */
  samples: string[];
  /** how many entities matched the filter in total */
  matched: number;
  /** model-space extents computed from the geometry (the header's EXTMIN/EXTMAX may be placeholders) */
  extents?: { min: [number, number]; max: [number, number] };
  /** with `texts`: the text contents of matching entities, abbreviated */
  texts?: TextContent[];
  /** texts matched in all (more than listed when cut) */
  textsMatched?: number;
}

/** Evidence about the session drawing, before any code is written. */
export interface DrawingInspector {
  inspect(filter: EntityFilter, signal?: AbortSignal): Promise<DrawingReport>;
}

/** A saved test case of the session (script): a `.test.lsp` case with the agent's code as its script. */
export interface SessionTest {
  name: string;
  /** where the case is written ("move-lines.test.lsp:7"), for the final card */
  source?: string;
  /** command to call after loading, e.g. "c:movelines" */
  call?: string;
  inputs?: ScriptedInput[];
  /** AutoLISP expressions that must each return non-nil after the run */
  assertions: string[];
  /** run against this drawing instead of the session drawing ('empty' for an empty drawing) */
  drawing?: 'session' | 'empty' | DrawingSource;
  /** what else the case expects: an effect, an error, output, diff counts, confirmed outside calls */
  expect?: CaseExpectations;
  /** extra files the script may load or open */
  files?: SourceFile[];
  env?: Record<string, string>;
  budget?: number;
}

/** What the agent works on: the drawing and the saved tests of the script. */
export interface SessionContext {
  drawing: DrawingSource;
  /** display name of the drawing for messages */
  drawingName: string;
  tests: SessionTest[];
  /** the file name code is run under (it is part of the code hash); default "agent.lsp" */
  fileName: string;
  /** the text in the editor when the session started, if any */
  editorText?: string;
}
