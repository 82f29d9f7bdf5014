/*
 * The renderer keeps its own copy of the agent event types (it may not import agent/). This file
 * stops compiling (npx tsc -p tsconfig.node.json) when the two copies drift apart.
 */
import { expect, it } from 'vitest';
import type { AgentEvent as AgentSide } from '../../agent/events.js';
import type { AgentEvent as RendererSide } from '../../renderer/chat/agent-events.js';

type Same<X, Y> = (<T>() => T extends X ? 1 : 2) extends <T>() => T extends Y ? 1 : 2 ? true : false;
const same: Same<AgentSide, RendererSide> = true;

it('the renderer and the agent agree on the event types', () => expect(same).toBe(true));
