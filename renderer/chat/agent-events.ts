/*
 * The agent's events as the renderer sees them. The renderer may not import agent/ (layer rule),
 * so this is a copy of agent/events.ts; test/renderer/chat-events-types.test.ts fails to compile
 * when the two drift apart.
 */
import type { RunResult } from '../../interpreter/runner/contract.js';

export type StopReason = 'verified' | 'round-limit' | 'stuck' | 'network' | 'aborted' | 'no-code' | 'internal';

export interface Verification {
  status: 'unverified' | 'failed' | 'ran' | 'verified';
  codeHash?: string;
  testsPassed: number;
  testsTotal: number;
  detail: string;
}

export interface BestAttempt {
  code: string;
  codeHash: string;
  ok: boolean;
  summary: string;
}

export type StoppedEvent = {
  type: 'stopped';
  reason: StopReason;
  message: string;
  verified: boolean;
  code?: string;
  codeHash?: string;
  run?: RunResult;
  best?: BestAttempt;
  unresolved: string[];
};

export type AgentEvent =
  | { type: 'user-message'; text: string }
  | { type: 'round'; turn: number; attempt: number; maxAttempts: number }
  | { type: 'text-delta'; delta: string }
  | { type: 'assistant-message'; text: string }
  | { type: 'tool-call-started'; callId: string; name: string }
  | { type: 'tool-call-arguments-delta'; callId: string; delta: string }
  | { type: 'tool-call-finished'; callId: string; name: string; args: unknown; ok: boolean; summary: string; result: string; origin: 'model' | 'gate' }
  | { type: 'run-attached'; callId: string; code: string; result: RunResult; onSessionDrawing: boolean }
  | { type: 'verification-changed'; verification: Verification }
  | { type: 'retry'; attempt: number; delayMs: number; message: string }
  | StoppedEvent
  | { type: 'error'; message: string };
