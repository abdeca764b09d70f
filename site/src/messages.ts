/**
 * The messages between the page and its worker.
 *
 * @module
 */
import type { ComparisonJSON } from '../../src/analytics/compare.js';
import type { ScenarioIssue } from '../../src/errors.js';
import type { ImportedRoster } from '../../src/import/wh40k/importRoster.js';

/** A job for the worker. */
export type Job =
  | { readonly id: number; readonly kind: 'evaluate'; readonly scenario: unknown }
  | {
      readonly id: number;
      readonly kind: 'analyse';
      readonly analysis: unknown;
      readonly target: string | undefined;
      readonly metric: string;
    }
  | {
      readonly id: number;
      readonly kind: 'import';
      /** The roster file's name (for messages) and its bytes (zipped or not). */
      readonly name: string;
      readonly bytes: Uint8Array;
    };

/** A job before the page numbers it. */
export type JobBody = Job extends infer J ? (J extends Job ? Omit<J, 'id'> : never) : never;

/** An error as it crosses to the page: the library's message and, for a scenario, its issues. */
export interface JobError {
  readonly name: string;
  readonly message: string;
  readonly issues?: readonly ScenarioIssue[];
}

/** What the worker sends back. */
export type Reply =
  | {
      readonly id: number;
      readonly type: 'progress';
      readonly done: number;
      readonly total: number;
    }
  | {
      readonly id: number;
      readonly type: 'result';
      /** Each distribution's probabilities, exactly as the library computed them. */
      readonly results: Readonly<Record<string, Float64Array>>;
    }
  | {
      readonly id: number;
      readonly type: 'analysis';
      readonly comparison: ComparisonJSON | undefined;
      readonly compareSvg: string | undefined;
      readonly heatmapSvg: string;
      readonly target: string;
    }
  | { readonly id: number; readonly type: 'roster'; readonly roster: ImportedRoster }
  | { readonly id: number; readonly type: 'error'; readonly error: JobError };
