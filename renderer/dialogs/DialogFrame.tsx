/*
 * A DCL dialog drawn with HTML controls at the places the DCL layout computed (the DialogView
 * from the interpreter: boxes in pixels, values, enabled states, lists, images). Used by the
 * preview of a .dcl file (changes stay local) and by a running script's dialog (each change is
 * sent to the run as one answer, which runs the tile's action and comes back as a new view).
 *
 * Edit boxes answer when they are left, as AutoCAD's do: what was typed is held back and sent
 * with the next change or press (so "type, then click OK" is one answer: the edit box's
 * reason-2 action, then OK's), or on its own shortly after the box loses focus.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import type { DialogAnswer, DialogView, TileView } from '../../interpreter/runner/contract.js';
import { drawImage } from './image.js';

export interface DialogFrameProps {
  view: DialogView;
  /** live: answers go to the run; preview: changes stay in the page */
  onAnswer?: (answer: DialogAnswer, closes: boolean) => void;
  busy?: boolean;
  /** shown instead of a title bar close action (preview) */
  label?: string;
}

const EDIT_FLUSH_MS = 200;

function flatten(t: TileView, parent: TileView | null, out: Array<{ tile: TileView; parent: TileView | null }>): void {
  out.push({ tile: t, parent });
  for (const c of t.children) flatten(c, t, out);
}

/** "&Name" -> Name with N underlined. */
function Mnemonic({ text }: { text: string }) {
  const i = text.indexOf('&');
  if (i < 0 || i === text.length - 1) return <>{text}</>;
  return (
    <>
      {text.slice(0, i)}
      <u>{text[i + 1]}</u>
      {text.slice(i + 2)}
    </>
  );
}

const box = (t: TileView): React.CSSProperties => ({ left: t.x, top: t.y, width: t.w, height: t.h });

export function DialogFrame({ view, onAnswer, busy = false, label }: DialogFrameProps) {
  const tiles = useMemo(() => {
    const out: Array<{ tile: TileView; parent: TileView | null }> = [];
    flatten(view.root, null, out);
    return out;
  }, [view]);
  const [values, setValues] = useState<Record<string, string>>({});
  const pendingEdits = useRef<Record<string, string>>({});
  const flushTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const rootRef = useRef<HTMLDivElement>(null);

  // a new view (the run's next question, or an edited DCL file) resets the local state
  useEffect(() => {
    setValues({});
    pendingEdits.current = {};
    clearTimeout(flushTimer.current);
  }, [view]);
  useEffect(() => () => clearTimeout(flushTimer.current), []);
  useEffect(() => {
    const f = rootRef.current?.querySelector<HTMLElement>('[data-focus="true"]');
    f?.focus();
  }, [view]);

  const valueOf = (t: TileView): string => (t.key !== undefined && t.key in values ? (values[t.key] as string) : t.value);
  const enabled = (t: TileView, parents: TileView[]): boolean => t.enabled && parents.every((p) => p.enabled);
  const parentsOf = (t: TileView): TileView[] => {
    const out: TileView[] = [];
    let cur = tiles.find((x) => x.tile === t)?.parent ?? null;
    while (cur) {
      out.push(cur);
      cur = tiles.find((x) => x.tile === cur)?.parent ?? null;
    }
    return out;
  };

  const send = (change: Record<string, string>, press?: string, at?: [number, number]): void => {
    clearTimeout(flushTimer.current);
    const tilesOut = { ...pendingEdits.current, ...change };
    pendingEdits.current = {};
    const answer: DialogAnswer = {};
    if (Object.keys(tilesOut).length) answer.tiles = tilesOut;
    if (press !== undefined) answer.press = press;
    if (at) answer.at = at;
    if (!answer.tiles && answer.press === undefined) return;
    onAnswer?.(answer, press !== undefined);
  };
  const change = (key: string | undefined, value: string, now = true): void => {
    if (key === undefined) return;
    setValues((v) => ({ ...v, [key]: value }));
    if (now) send({ [key]: value });
  };
  const editTyped = (key: string | undefined, value: string): void => {
    if (key === undefined) return;
    setValues((v) => ({ ...v, [key]: value }));
    pendingEdits.current = { ...pendingEdits.current, [key]: value };
  };
  const editLeft = (): void => {
    clearTimeout(flushTimer.current);
    flushTimer.current = setTimeout(() => send({}), EDIT_FLUSH_MS);
  };
  const press = (t: TileView, at?: [number, number]): void => {
    if (t.key !== undefined) send({}, t.key, at);
  };
  const cancel = (): void => {
    clearTimeout(flushTimer.current);
    pendingEdits.current = {};
    onAnswer?.({ cancel: true }, true);
  };
  const defaultButton = tiles.find((x) => x.tile.isDefault)?.tile;

  const onKeyDown = (e: React.KeyboardEvent): void => {
    if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      cancel();
    } else if (e.key === 'Enter' && (e.target as HTMLElement).tagName !== 'BUTTON' && defaultButton) {
      e.preventDefault();
      press(defaultButton);
    }
  };

  const render = (t: TileView, parent: TileView | null): React.ReactNode => {
    const on = enabled(t, parentsOf(t));
    const dis = !on || busy;
    const key = `${t.key ?? t.type}-${t.x}-${t.y}`;
    const focus = t.focus ? 'true' : undefined;
    const lbl = t.label ?? '';
    switch (t.type) {
      case 'text':
        return (
          <div key={key} className={`dcl-text${t.key === 'error' ? ' dcl-errtile' : ''}${t.isBold ? ' bold' : ''}${on ? '' : ' disabled'}`} style={box(t)} data-key={t.key}>
            {valueOf(t)}
          </div>
        );
      case 'button':
        return (
          <button key={key} type="button" className={`dcl-button${t.isDefault ? ' default' : ''}`} style={box(t)} disabled={dis} data-key={t.key} data-focus={focus} onClick={() => press(t)}>
            <Mnemonic text={valueOf(t) || lbl} />
          </button>
        );
      case 'toggle':
        return (
          <label key={key} className={`dcl-check${on ? '' : ' disabled'}`} style={box(t)}>
            <input type="checkbox" checked={valueOf(t) === '1'} disabled={dis} data-key={t.key} data-focus={focus} onChange={(e) => change(t.key, e.target.checked ? '1' : '0')} />
            <span><Mnemonic text={lbl} /></span>
          </label>
        );
      case 'radio_button': {
        const group = parent?.type === 'radio_cluster' ? (parent.key ?? `radio-${parent.x}-${parent.y}`) : `radio-${t.x}-${t.y}`;
        const clusterValue = parent?.type === 'radio_cluster' && parent.key !== undefined ? valueOf(parent) : undefined;
        const checked = clusterValue !== undefined && t.key !== undefined ? clusterValue === t.key : valueOf(t) === '1';
        return (
          <label key={key} className={`dcl-check${on ? '' : ' disabled'}`} style={box(t)}>
            <input
              type="radio"
              name={group}
              checked={checked}
              disabled={dis}
              data-key={t.key}
              data-focus={focus}
              onChange={() => {
                if (parent?.type === 'radio_cluster' && parent.key !== undefined && t.key !== undefined) {
                  setValues((v) => ({ ...v, [parent.key as string]: t.key as string }));
                  send({ [parent.key]: t.key });
                } else change(t.key, '1');
              }}
            />
            <span><Mnemonic text={lbl} /></span>
          </label>
        );
      }
      case 'edit_box': {
        const fx = (t.fieldX ?? t.x) - t.x;
        return (
          <div key={key} className={`dcl-field${on ? '' : ' disabled'}`} style={box(t)}>
            {lbl && <span className="dcl-field-label" style={{ width: fx }}><Mnemonic text={lbl} /></span>}
            <input
              type={t.password ? 'password' : 'text'}
              aria-label={lbl.replace('&', '') || t.key}
              value={valueOf(t)}
              maxLength={t.editLimit ?? 132}
              disabled={dis}
              data-key={t.key}
              data-focus={focus}
              style={{ left: fx, width: t.w - fx }}
              onChange={(e) => editTyped(t.key, e.target.value)}
              onBlur={editLeft}
            />
          </div>
        );
      }
      case 'popup_list': {
        const fx = (t.fieldX ?? t.x) - t.x;
        return (
          <div key={key} className={`dcl-field${on ? '' : ' disabled'}`} style={box(t)}>
            {lbl && <span className="dcl-field-label" style={{ width: fx }}><Mnemonic text={lbl} /></span>}
            <select aria-label={lbl.replace('&', '') || t.key} value={valueOf(t)} disabled={dis} data-key={t.key} data-focus={focus} style={{ left: fx, width: t.w - fx }} onChange={(e) => change(t.key, e.target.value)}>
              {(t.list ?? []).map((item, i) => (
                <option key={i} value={String(i)}>{item.replace(/\t/g, '    ')}</option>
              ))}
            </select>
          </div>
        );
      }
      case 'list_box': {
        const top = lbl ? 16 : 0;
        const selected = valueOf(t).split(' ').filter(Boolean);
        return (
          <div key={key} className={`dcl-list${on ? '' : ' disabled'}`} style={box(t)}>
            {lbl && <div className="dcl-list-label"><Mnemonic text={lbl} /></div>}
            <select
              aria-label={lbl.replace('&', '') || t.key}
              multiple={t.multiple === true}
              size={Math.max(2, Math.floor((t.h - top) / 16))}
              value={t.multiple ? selected : (selected[0] ?? '')}
              disabled={dis}
              data-key={t.key}
              data-focus={focus}
              style={{ top, height: t.h - top }}
              onChange={(e) => change(t.key, [...e.target.selectedOptions].map((o) => o.value).join(' '))}
              onDoubleClick={() => !t.multiple && press(t)}
            >
              {(t.list ?? []).map((item, i) => (
                <option key={i} value={String(i)}>{item.replace(/\t/g, '    ')}</option>
              ))}
            </select>
          </div>
        );
      }
      case 'slider':
        return (
          <input
            key={key}
            type="range"
            className={`dcl-slider${t.vertical ? ' vertical' : ''}`}
            aria-label={lbl || t.key}
            min={t.min}
            max={t.max}
            value={valueOf(t)}
            disabled={dis}
            data-key={t.key}
            style={box(t)}
            onChange={(e) => change(t.key, e.target.value, false)}
            onPointerUp={(e) => change(t.key, (e.target as HTMLInputElement).value)}
            onKeyUp={(e) => change(t.key, (e.target as HTMLInputElement).value)}
          />
        );
      case 'image':
      case 'image_button':
        return <ImageTile key={key} tile={t} disabled={dis} onPress={t.type === 'image_button' ? (at) => press(t, at) : undefined} />;
      case 'cluster':
      case 'radio_cluster':
        return t.boxed ? (
          <fieldset key={key} className={`dcl-box${on ? '' : ' disabled'}`} style={box(t)} data-key={t.key}>
            {lbl.trim() && <legend><Mnemonic text={lbl} /></legend>}
          </fieldset>
        ) : null;
      default:
        return null;
    }
  };

  return (
    <div className={`dcl-dialog${busy ? ' busy' : ''}`} role="dialog" aria-label={view.title || view.name} data-dialog={view.name} ref={rootRef} onKeyDown={onKeyDown}>
      <div className="dcl-titlebar">
        <span className="dcl-title">{view.title || '\u00a0'}</span>
        {label && <span className="dcl-title-note">{label}</span>}
        <button type="button" className="dcl-close" aria-label="close dialog" onClick={cancel} disabled={busy}>
          ×
        </button>
      </div>
      <div className="dcl-client" style={{ width: view.width, height: view.height }}>
        {tiles.map(({ tile, parent }) => (tile === view.root ? null : render(tile, parent)))}
      </div>
    </div>
  );
}

function ImageTile({ tile, disabled, onPress }: { tile: TileView; disabled: boolean; onPress?: (at: [number, number]) => void }) {
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const ctx = ref.current?.getContext?.('2d');
    if (ctx) drawImage(ctx, tile.w, tile.h, tile.color, tile.image ?? []);
  }, [tile]);
  const canvas = <canvas ref={ref} width={tile.w} height={tile.h} />;
  if (!onPress) return <div className="dcl-image" style={box(tile)} data-key={tile.key}>{canvas}</div>;
  return (
    <button
      type="button"
      className={`dcl-image-button${tile.highlighted ? ' highlighted' : ''}`}
      style={box(tile)}
      disabled={disabled}
      data-key={tile.key}
      aria-label={tile.key}
      onClick={(e) => {
        const r = (e.currentTarget as HTMLElement).getBoundingClientRect();
        onPress([Math.round(e.clientX - r.left), Math.round(e.clientY - r.top)]);
      }}
    >
      {canvas}
    </button>
  );
}
