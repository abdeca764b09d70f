/**
 * The messages between the page and its worker.
 *
 * @module
 */
import type { AcrossSaves } from '../../src/analytics/acrossSaves.js';
import type { ComparisonJSON } from '../../src/analytics/compare.js';
import type { AttacksNeeded } from '../../src/analytics/durability.js';
import type { ShootingPlan } from '../../src/armyTurn/types.js';
import type { ScenarioIssue } from '../../src/errors.js';
import type { AttackerDecision } from '../../src/format/decisions.js';
import type { RuleNote } from '../../src/format/notes.js';
import type { ImportedAos4Roster } from '../../src/import/aos4/importRoster.js';
import type { ImportedRoster } from '../../src/import/wh40k/importRoster.js';
import type { ImportedRoster11e } from '../../src/import/wh40k11e/importRoster.js';

/**
 * A roster as the worker read it, with the ruleset it is read under: the edition its game
 * system names (`wh40kEdition`), or Age of Sigmar 4th edition.
 */
export type Army =
  | (ImportedRoster & { readonly ruleset: 'wh40k-10e' })
  | ImportedRoster11e
  | (ImportedAos4Roster & { readonly ruleset: 'aos4' });

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
      /** Whether the library reads an analysis, before the Compare view opens on it. */
      readonly kind: 'check';
      readonly analysis: unknown;
    }
  | {
      readonly id: number;
      /** "Across every save" of an aos4 or Kill Team shooting scenario (`acrossSaves`). */
      readonly kind: 'saves';
      readonly scenario: unknown;
      /** One weapon profile (an index of `attackers`); omitted: the whole unit. */
      readonly attacker: number | undefined;
      /** The ward compared with none; omitted: the target's, else 6+. */
      readonly ward: number | undefined;
    }
  | {
      readonly id: number;
      /** The durability of the scenario's target (`durability`). */
      readonly kind: 'durability';
      readonly scenario: unknown;
      /** Reference weapons and how many models carry each. */
      /** Reference weapons (the library checks the names) and how many models carry each. */
      readonly threats: readonly { readonly weapon: string; readonly models: number }[];
      /** The scenario's attackers as one more threat. */
      readonly attack: boolean;
    }
  | {
      readonly id: number;
      /** The army's shooting phase planned (`planShooting`), in the Army lists view's worker. */
      readonly kind: 'plan';
      readonly analysis: unknown;
    }
  | {
      readonly id: number;
      readonly kind: 'import';
      /** The roster file's name (for messages) and its bytes (zipped or not). */
      readonly name: string;
      readonly bytes: Uint8Array;
    };

/** A durability as it crosses to the page: its numbers, without the distributions. */
export interface DurabilityJson {
  readonly ruleset: 'wh40k-10e' | 'wh40k-11e' | 'aos4' | 'killteam';
  readonly models: number;
  readonly aps: readonly number[];
  readonly threats: readonly {
    readonly name: string;
    readonly destroyed: number;
    readonly meanSlain: number;
    /** The mean damage dealt, where the ruleset gives it (Kill Team). */
    readonly meanDamage?: number;
    readonly attacksNeeded: AttacksNeeded | null;
    readonly byAp: readonly { readonly ap: number; readonly destroyed: number }[];
  }[];
}

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
      /** The choices the engine made for "best" (the result's `decisions`). */
      readonly decisions: readonly AttackerDecision[];
      /** The rules listed that change no number (the result's `notes`). */
      readonly notes: readonly RuleNote[];
      /**
       * What the engine decided, in the words of `mathhammer run`'s report: each decision's
       * line, or a MESBG fight's Duel block (who wins, each side's Might as played and its
       * best spend).
       */
      readonly choices: readonly string[];
    }
  | {
      readonly id: number;
      readonly type: 'analysis';
      readonly comparison: ComparisonJSON | undefined;
      /** Each compared entry's choices made for "best", as the report words them. */
      readonly choices: readonly (readonly string[])[];
      readonly compareSvg: string | undefined;
      readonly heatmapSvg: string;
      readonly target: string;
    }
  | { readonly id: number; readonly type: 'roster'; readonly roster: Army }
  | { readonly id: number; readonly type: 'checked' }
  | {
      readonly id: number;
      readonly type: 'saves';
      readonly saves: AcrossSaves;
      /** The library's charts of mean damage and of P(wiped out) across every save. */
      readonly damageSvg: string;
      readonly wipeSvg: string;
    }
  | {
      readonly id: number;
      readonly type: 'durability';
      readonly durability: DurabilityJson;
      /** The library's chart of P(destroyed) by the threats' AP. */
      readonly svg: string;
    }
  | { readonly id: number; readonly type: 'plan'; readonly plan: PlanJson }
  | { readonly id: number; readonly type: 'error'; readonly error: JobError };

/**
 * A shooting plan as it crosses to the page: `planShooting`'s answer without the distribution
 * of points destroyed (a class instance), with the weapon choices decided in the report's words.
 */
export type PlanJson = Omit<ShootingPlan, 'adaptive' | 'decisions'> & {
  readonly adaptive: Omit<ShootingPlan['adaptive'], 'pointsDestroyed'>;
  /** Each volley's weapon choices decided for "best", each as `mathhammer run` words it. */
  readonly decisions: readonly {
    readonly shooter: string;
    readonly target: string;
    readonly lines: readonly string[];
  }[];
};
