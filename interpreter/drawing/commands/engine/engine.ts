/*
 * The command line of one run's drawing: the Command: prompt, the active command(s) and their
 * pending prompts. `feed` takes one call's tokens in order; at the Command: prompt a string names
 * a command ("_.-LAYER": "_" English name, "." built-in, "-" is part of the name, "'" transparent),
 * inside a command every token answers the pending prompt. A command left waiting when the call
 * ends stays active (CMDACTIVE 1, CMDNAMES its name) and the next call continues it; `cancel` is
 * (command) / Esc. A command that is not simulated is reported (RunResult.unsimulatedCommands) and
 * the rest of that call is dropped, since its answers cannot be told from the next command's.
 *
 * Echo (CMDECHO 1) follows the transcript on Autodesk's vl-cmdf page (commands.md §2): the command
 * name as the program typed it without its "_"/"." prefixes ("-" and case kept) and a space, then
 * the command's first output (prompt or message) on the same line; each later prompt on a line of
 * its own, with the typed answer after it (picked points, enames and sets show nothing); a prompt
 * still waiting when the call ends is shown without its answer. When the last active command ends
 * (finished, cancelled by (command), or an unknown name) AutoCAD is back at its idle prompt and
 * prints "Command: ", so the next command a program starts reads "Command: CIRCLE Specify ...".
 * Decision: that "Command: " is printed when the command ends, not held back, so a run's output may
 * end with a dangling "Command: " as AutoCAD's command line does (AutoCAD then prints the typed
 * expression's value after it; a Lispwright run gives that value as RunResult.value instead).
 * Complaints always show.
 */
import { isLispError, raise } from '../../../core/errors.js';
import { MESSAGES } from '../../../core/messages.js';
import type { Ename } from '../../../core/values.js';
import type { Ctx } from '../../../core/context.js';
import { logUnsimulated } from '../../../ports/commands.js';
import type { InputPort } from '../../../ports/input.js';
import { sysNum } from '../../../builtins/units-input.js';
import type { Drawing } from '../../drawing.js';
import type { CommandDef } from './command-def.js';
import { CommandIo, NotSimulated, type CommandRun, type IoHost, type Prompt } from './io.js';
import { commandForAlias, isAutoCadCommand } from './known.js';
import { findCommand } from './registry.js';
import { echoOf, tokenOfInput, type Token } from './tokens.js';

interface Active {
  def: CommandDef;
  /** the name CMDNAMES shows ("-LAYER" when typed so) */
  name: string;
  gen: CommandRun;
  prompt: Prompt | null;
  /** the pending prompt was already printed (the call ended there) */
  shown: boolean;
  transparent: boolean;
}

export type CommandEvent = 'commandWillStart' | 'commandEnded' | 'commandCancelled' | 'commandFailed' | 'unknownCommand';

/** Reactor events of the command line, on the drawing's event bus (drawing/events.ts): the one place that emits them. */
function notify(d: Drawing, event: CommandEvent, name: string): void {
  d.events[event](name);
}

/** Strip the "_" (English) "." (built-in) and "'" (transparent) prefixes; "-" stays. */
export function commandKey(typed: string): { key: string; shown: string; transparent: boolean } {
  const m = /^(['_.]*)(.*)$/.exec(typed.trim())!;
  return { key: m[2]!.toUpperCase(), shown: m[2]!, transparent: m[1]!.includes("'") };
}

export class CommandLine implements IoHost {
  private readonly stack: Active[] = [];

  /**
   * @param outerActive for command-s's temporary line: whether the run's own command line still
   *   has a command active (then finishing here does not bring AutoCAD back to its idle prompt).
   */
  constructor(
    readonly ctx: Ctx,
    readonly d: Drawing,
    private readonly outerActive: () => boolean = () => false,
  ) {}

  get active(): boolean {
    return this.stack.length > 0;
  }

  echoOn(): boolean {
    return sysNum(this.ctx, 'CMDECHO', 1) !== 0;
  }
  write(text: string): void {
    this.ctx.write(text);
  }

  /** Feed one call's tokens. False when the call had to be dropped (an unsimulated command). */
  feed(tokens: readonly Token[]): boolean {
    for (const tok of tokens) {
      const top = this.stack[this.stack.length - 1];
      if (!top) {
        if (tok.k !== 'text') continue; // Enter, picks and pauses at the Command: prompt do nothing here
        if (!this.start(tok.s, false)) return false;
        continue;
      }
      if (tok.k === 'text' && tok.s.startsWith("'")) {
        const { key } = commandKey(tok.s);
        const def = findCommand(key);
        if (def?.transparent) {
          this.echoAnswer(top, tok);
          if (!this.start(tok.s, true)) return false;
          continue;
        }
      }
      if (!this.deliver(top, tok)) return false;
    }
    this.showPending();
    return true;
  }

  /**
   * (command) / Esc: cancel every active command. `backAtPrompt` false when an error follows
   * (Esc at a PAUSE, an unfinished command-s): the error is printed instead of "Command: ".
   */
  cancel(backAtPrompt = true): void {
    this.cancelAll(true, backAtPrompt);
  }

  /** `echoCancel` false when "*Cancel*" is already on the screen (the input port echoed the Esc). */
  private cancelAll(echoCancel: boolean, backAtPrompt: boolean): void {
    if (!this.stack.length) return;
    if (echoCancel && this.echoOn()) this.write(`${MESSAGES.inputCancelEcho()}\n`);
    while (this.stack.length) {
      const a = this.stack.pop()!;
      try {
        a.gen.return(undefined);
      } catch {
        /* a command failing while it is cancelled changes nothing more */
      }
      notify(this.d, 'commandCancelled', a.name);
    }
    this.syncVars();
    if (backAtPrompt) this.idlePrompt();
  }

  /** Back at AutoCAD's idle prompt (no command active here or on the run's line): "Command: ". */
  private idlePrompt(): void {
    if (this.stack.length === 0 && !this.outerActive() && this.echoOn()) this.write('Command: ');
  }

  // ---- starting and finishing ------------------------------------------------------

  private start(typed: string, transparent: boolean): boolean {
    const { key, shown } = commandKey(typed);
    const def = findCommand(key);
    if (!def) {
      const full = commandForAlias(key);
      if (isAutoCadCommand(full)) {
        logUnsimulated(this.ctx, full);
        this.write(`${MESSAGES.commandNotSimulated(full)}\n`);
        return false;
      }
      notify(this.d, 'unknownCommand', key);
      const echo = this.echoOn() && !transparent;
      this.write(`${echo ? `${shown} ` : ''}${MESSAGES.unknownCommand(key)}\n`);
      if (!transparent) this.idlePrompt();
      return true;
    }
    // the name as typed and a space: the command's first prompt or message follows on this line
    if (this.echoOn() && !transparent) this.write(`${shown} `);
    // CMDNAMES, the reactors and U name the command as typed when that is one of its names ("-LAYER")
    const name = def.names.includes(key) ? key : def.names[0]!;
    if (def.undoable !== false && !transparent) this.d.undo.command(name);
    notify(this.d, 'commandWillStart', name);
    const io = new CommandIo(this.ctx, this.d, this, key);
    const a: Active = { def, name, gen: def.run(io), prompt: null, shown: false, transparent };
    this.stack.push(a);
    this.syncVars();
    return this.step(a, undefined);
  }

  /** Run the command to its next prompt. False when it turned out not to be simulated. */
  private step(a: Active, tok: Token | undefined): boolean {
    let res: IteratorResult<Prompt, void>;
    try {
      res = tok === undefined ? a.gen.next(undefined as unknown as Token) : a.gen.next(tok);
    } catch (e) {
      this.drop(a);
      notify(this.d, isLispError(e) && e.kind === 'cancel' ? 'commandCancelled' : 'commandFailed', a.name);
      if (e instanceof NotSimulated) {
        logUnsimulated(this.ctx, e.what);
        this.write(`${MESSAGES.commandNotSimulated(e.what)}\n`);
        return false;
      }
      throw e;
    }
    if (res.done) {
      this.drop(a);
      notify(this.d, 'commandEnded', a.name);
      const outer = this.stack[this.stack.length - 1];
      if (a.transparent && outer) {
        if (this.echoOn()) this.write(`Resuming ${outer.name} command.\n`);
        outer.shown = false;
      }
      if (!a.transparent) this.idlePrompt();
      return true;
    }
    a.prompt = res.value;
    a.shown = res.value.again === true;
    return true;
  }

  /** Take a command (and anything started inside it) off the stack. */
  private drop(a: Active): void {
    const i = this.stack.indexOf(a);
    if (i >= 0) this.stack.length = i;
    this.syncVars();
  }

  /** Put CMDACTIVE / CMDNAMES back to this line's state (after a command-s ran beside it). */
  refresh(): void {
    this.syncVars();
  }

  private syncVars(): void {
    let act = 0;
    let names = '';
    for (const a of this.stack) {
      act |= a.transparent ? 2 : 1;
      names = names ? `${names}'${a.name}` : a.name;
    }
    const sv = this.d.sysvars;
    if (sv.get('CMDACTIVE') !== act) sv.setRaw('CMDACTIVE', act);
    if (sv.get('CMDNAMES') !== names) sv.setRaw('CMDNAMES', names);
  }

  // ---- answering prompts -----------------------------------------------------------

  private deliver(a: Active, tok: Token): boolean {
    if (tok.k === 'pause') tok = this.pause(a);
    else this.echoAnswer(a, tok);
    return this.step(a, tok);
  }

  private depthPrefix(a: Active): string {
    return a.transparent ? '>>' : '';
  }

  private echoAnswer(a: Active, tok: Token): void {
    if (!this.echoOn() || !a.prompt) return;
    const echo = echoOf(tok);
    if (a.shown) {
      if (echo !== '' || !a.prompt.again) this.write(`${echo}\n`);
    } else this.write(`${this.depthPrefix(a)}${a.prompt.text}${echo}\n`);
    a.shown = false;
  }

  /** PAUSE: the run's next scripted answer (listed as unanswered when there is none: Enter). */
  private pause(a: Active): Token {
    const prompt = a.prompt;
    if (prompt?.literal && sysNum(this.ctx, 'TEXTEVAL', 0) === 0) {
      const tok: Token = { k: 'text', s: '\\' };
      this.echoAnswer(a, tok);
      return tok;
    }
    const port = this.ctx.services['input'] as InputPort | undefined;
    const text = a.shown ? '' : `${this.depthPrefix(a)}${prompt?.text ?? ''}`;
    a.shown = false;
    const ans = port?.next('command', text);
    if (!ans) return { k: 'enter' };
    if ('esc' in ans) {
      this.cancelAll(false, false); // the port printed "*Cancel*"; the error follows
      return raise('cancelled');
    }
    return tokenOfInput(ans, (h) => this.enameOf(h));
  }

  private enameOf(handle: string): Ename | undefined {
    const r = this.d.db.get(handle.toUpperCase());
    return r && this.d.db.isEntity(r.handle) && this.d.db.isLive(r) ? this.d.db.ename(r.handle) : undefined;
  }

  /** A prompt still waiting at the end of a call is on the screen. */
  private showPending(): void {
    const top = this.stack[this.stack.length - 1];
    if (!top || !top.prompt || top.shown || !this.echoOn()) return;
    this.write(`${this.depthPrefix(top)}${top.prompt.text}`);
    top.shown = true;
  }
}
