/*
 * The agent's events are declared once (agent/events.ts): the host contract carries exactly that
 * type over `agent:event` and agentTranscript. This file stops compiling (npx tsc -p
 * tsconfig.node.json) when the contract goes back to `unknown` or grows its own copy.
 */
import { expect, it } from 'vitest';
import type { AgentEvent, AgentStartRequest } from '../../agent/events.js';
import type { HostApi, HostEvents } from '../../electron/shared/contract.js';

type Same<X, Y> = (<T>() => T extends X ? 1 : 2) extends <T>() => T extends Y ? 1 : 2 ? true : false;
const pushed: Same<HostEvents['agent:event']['event'], AgentEvent> = true;
const transcript: Same<Awaited<ReturnType<HostApi['agentTranscript']>>, AgentEvent[]> = true;
const start: Same<Parameters<HostApi['agentStart']>[0], AgentStartRequest> = true;

it('the host contract carries the agent\'s own event and request types', () => expect([pushed, transcript, start]).toEqual([true, true, true]));
