/**
 * An error as a worker sends it to the page.
 *
 * @module
 */
import { ScenarioError } from '../../src/errors.js';
import type { JobError } from './messages.js';

/** The library's message, and for a scenario its issues; never a stack trace. */
export function toJobError(e: unknown): JobError {
  if (e instanceof ScenarioError) return { name: e.name, message: e.message, issues: e.issues };
  if (e instanceof Error) return { name: e.name, message: e.message };
  return { name: 'Error', message: String(e) };
}
