/**
 * Charts of the analyses as standalone SVG 1.1 documents (no script, font or external
 * reference, so any browser opens them): a heat map of a matrix, and line charts of sweeps,
 * turns and comparisons. Every cell and point carries its exact value in a tooltip
 * (`<title>`). Pure string building: runs in the browser as well as in Node.
 *
 * @module
 */

import { decisionLine } from '../report/formatReport.js';
import { esc, n, titleLines } from '../svg/text.js';
import type { Comparison } from './compare.js';
import type { Matrix } from './matrix.js';
import { type Metric, metricInfo, metricValue } from './metrics.js';
import type { TurnsAnalysis } from './overTurns.js';
import type { Sweep } from './sweep.js';
import { SWEEP_CHARACTERISTICS } from './sweep.js';

/** A value for a label: a percentage with one decimal for probabilities, else 2 decimals. */
function formatValue(x: number, probability: boolean): string {
  if (!probability) return x.toFixed(2);
  if (x > 0 && x < 0.0005) return '<0.1%';
  if (x < 1 && x > 0.9995) return '>99.9%';
  return `${(x * 100).toFixed(1)}%`;
}

/** A name cut to at most `room` letters, its end an ellipsis when cut. */
function clip(room: number): (name: string) => string {
  const max = Math.max(4, Math.floor(room));
  return (name) => (name.length <= max ? name : `${name.slice(0, max - 1)}…`);
}

/** A "nice" upper bound and step for an axis from 0 to at least `max`, about 5 ticks. */
function niceAxis(max: number): { top: number; step: number } {
  if (!(max > 0)) return { top: 1, step: 0.25 };
  const raw = max / 5;
  const scale = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * scale).find((s) => s >= raw) ?? 10 * scale;
  return { top: Math.ceil(max / step - 1e-9) * step, step };
}

const STYLE =
  '<style>text{font-family:system-ui,-apple-system,"Segoe UI",Helvetica,Arial,sans-serif;fill:#222}.title{font-size:15px;font-weight:600}.sub{font-size:12px;fill:#555}.tick{font-size:11px;fill:#555}.label{font-size:12px;fill:#222}.axis{font-size:12px;fill:#333}.cell{font-size:11px}.grid{stroke:#e4e4e4;stroke-width:1}.axisline{stroke:#333;stroke-width:1}</style>';

/** The document's head: XML declaration, root, title, description, style, background. */
function open(width: number, height: number, title: string, desc: string): string[] {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="${n(width)}" height="${n(height)}" viewBox="0 0 ${n(width)} ${n(height)}" role="img">`,
    `<title>${esc(title)}</title>`,
    `<desc>${esc(desc)}</desc>`,
    STYLE,
    `<rect width="${n(width)}" height="${n(height)}" fill="#fff"/>`,
  ];
}

/**
 * Title lines and a subtitle from y = 24, the title wrapped to the room between `x` and the
 * chart's right margin (it once wrapped at width / 8 characters, about 95, which ran past the
 * edge); returns the y below them.
 */
function heading(out: string[], x: number, title: string, subtitle: string, width: number): number {
  const lines = titleLines(title, width - x - 24);
  lines.forEach((line, i) => {
    out.push(`<text x="${x}" y="${24 + i * 20}" class="title">${esc(line)}</text>`);
  });
  const y = 24 + lines.length * 20;
  if (subtitle) out.push(`<text x="${x}" y="${y}" class="sub">${esc(subtitle)}</text>`);
  return y + 14;
}

// Light to dark: YlGnBu, from ColorBrewer (Cynthia Brewer, colorbrewer2.org).
const RAMP = ['#ffffd9', '#c7e9b4', '#7fcdbb', '#41b6c4', '#1d91c0', '#225ea8', '#0c2c84'];

function rampColour(t: number): string {
  const x = Math.min(1, Math.max(0, t)) * (RAMP.length - 1);
  const i = Math.min(RAMP.length - 2, Math.floor(x));
  const f = x - i;
  const a = RAMP[i]!;
  const b = RAMP[i + 1]!;
  const mix = (k: number) => {
    const u = Number.parseInt(a.slice(k, k + 2), 16);
    const v = Number.parseInt(b.slice(k, k + 2), 16);
    return Math.round(u + (v - u) * f)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${mix(1)}${mix(3)}${mix(5)}`;
}

/**
 * Options of {@link renderHeatmap}.
 *
 * @example
 * ```ts
 * const o: HeatmapOptions = { title: 'Shooting at the usual suspects', subtitle: 'exact' };
 * ```
 */
export interface HeatmapOptions {
  /** The chart's title. @defaultValue `<metric label>: profiles against targets` */
  readonly title?: string;
  /** A line under the title. @defaultValue none */
  readonly subtitle?: string;
}

/**
 * A heat map of one metric of a matrix: profiles down the left, targets along the top, each
 * cell coloured by its value (light: low, dark: high; probabilities on a 0..100% scale, other
 * figures from 0 to the largest) and labelled with it. Cells without a value (a points
 * figure without the costs) are grey, marked `n/a`.
 *
 * @example
 * ```ts
 * writeFileSync('matrix.svg', renderHeatmap(matchupMatrix(analysis), 'wipe'));
 * ```
 */
export function renderHeatmap(m: Matrix, metric: Metric, options: HeatmapOptions = {}): string {
  const { probability, label } = metricInfo(metric);
  const values = m.values(metric);
  const defined = values.flat().filter((v): v is number => v !== undefined);
  const top = probability ? 1 : Math.max(0, ...defined);
  const rowLabelWidth = Math.min(220, 16 + 7 * Math.max(...m.profiles.map((p) => p.length)));
  // Names longer than their room are cut with an ellipsis (the whole name is in each cell's
  // tooltip), so that none runs past the chart's edge: 7 px a letter.
  const rowName = clip((rowLabelWidth - 16) / 7);
  const columnName = clip(28);
  const longest = Math.max(...m.targets.map((t) => columnName(t).length));
  const cellWidth = Math.max(56, Math.min(110, Math.floor(640 / m.targets.length)));
  const slanted = longest * 7 > cellWidth - 8;
  const columnLabelHeight = slanted ? Math.min(160, 20 + longest * 5) : 24;
  const cellHeight = 30;
  const left = 24 + rowLabelWidth;
  const legendWidth = 240;
  // Wide enough for the grid and for the legend's label after the colour scale (7 px a letter).
  const width = Math.max(
    520,
    left + cellWidth * m.targets.length + 24,
    // A slanted name of the last column runs right of its cell's middle (cos 35° of 7 px a letter).
    slanted ? left + cellWidth * (m.targets.length - 0.5) + 6 * longest + 12 : 0,
    left + legendWidth + 12 + 7 * label.length + 12,
  );
  const title = options.title ?? `${label}: profiles against targets`;
  const out: string[] = [];
  const body: string[] = [];
  const y0 = heading(body, 24, title, options.subtitle ?? '', width);
  const gridTop = y0 + columnLabelHeight;
  m.targets.forEach((t, j) => {
    const cx = left + (j + 0.5) * cellWidth;
    body.push(
      slanted
        ? `<text transform="translate(${n(cx)} ${n(gridTop - 8)}) rotate(-35)" class="label">${esc(columnName(t))}</text>`
        : `<text x="${n(cx)}" y="${n(gridTop - 8)}" class="label" text-anchor="middle">${esc(columnName(t))}</text>`,
    );
  });
  m.profiles.forEach((p, i) => {
    const y = gridTop + i * cellHeight;
    body.push(
      `<text x="${left - 8}" y="${n(y + cellHeight / 2 + 4)}" class="label" text-anchor="end">${esc(rowName(p))}</text>`,
    );
    m.targets.forEach((t, j) => {
      const v = values[i]![j];
      const x = left + j * cellWidth;
      // The value as the cell shows it, then each choice made for "best" in this matchup.
      const tip = [
        `${p} against ${t}: ${label} = ${v === undefined ? 'n/a (points not known)' : formatValue(v, probability)}`,
        ...m.cell(i, j).result.decisions.map(decisionLine),
      ].join('\n');
      const shade = v === undefined ? 0 : top > 0 ? v / top : 0;
      const fill = v === undefined ? '#eeeeee' : rampColour(shade);
      const ink = v !== undefined && shade > 0.55 ? '#fff' : '#222';
      body.push(
        `<g><title>${esc(tip)}</title><rect x="${n(x)}" y="${n(y)}" width="${cellWidth}" height="${cellHeight}" fill="${fill}" stroke="#fff" stroke-width="1"/>`,
        `<text x="${n(x + cellWidth / 2)}" y="${n(y + cellHeight / 2 + 4)}" class="cell" text-anchor="middle" style="fill:${ink}">${esc(v === undefined ? 'n/a' : formatValue(v, probability))}</text></g>`,
      );
    });
  });
  // The colour scale.
  const legendY = gridTop + m.profiles.length * cellHeight + 22;
  body.push('<defs><linearGradient id="ramp" x1="0" x2="1" y1="0" y2="0">');
  RAMP.forEach((c, i) => {
    body.push(`<stop offset="${n(i / (RAMP.length - 1))}" stop-color="${c}"/>`);
  });
  body.push(
    '</linearGradient></defs>',
    `<rect x="${left}" y="${legendY}" width="${legendWidth}" height="10" fill="url(#ramp)"/>`,
    `<text x="${left}" y="${legendY + 24}" class="tick">${esc(formatValue(0, probability))}</text>`,
    `<text x="${left + legendWidth}" y="${legendY + 24}" class="tick" text-anchor="end">${esc(formatValue(top, probability))}</text>`,
    `<text x="${left + legendWidth + 12}" y="${legendY + 9}" class="sub">${esc(label)}</text>`,
  );
  const height = legendY + 40;
  out.push(
    ...open(
      width,
      height,
      title,
      `Heat map of ${label}, profiles (rows) against targets (columns).`,
    ),
  );
  out.push(...body, '</svg>', '');
  return out.join('\n');
}

/**
 * The data of a line chart: categories along x, one line per series.
 *
 * @example
 * ```ts
 * const data: LineChartData = {
 *   title: 'Bowmen', xLabel: 'Toughness', yLabel: 'mean models slain', probability: false,
 *   xLabels: ['3', '4', '5'], series: [{ name: 'Bowmen', values: [1.2, 0.8, 0.4] }],
 * };
 * ```
 */
export interface LineChartData {
  readonly title: string;
  /** A line under the title. */
  readonly subtitle?: string;
  readonly xLabel: string;
  readonly yLabel: string;
  /** The labels of the x values, in order. */
  readonly xLabels: readonly string[];
  /** Values are probabilities: a 0..100% axis. Else the axis runs from 0 to the largest value. */
  readonly probability: boolean;
  /** One line each; `undefined` leaves a gap. */
  readonly series: readonly {
    readonly name: string;
    readonly values: readonly (number | undefined)[];
  }[];
}

// Tableau 10 (Tableau Software), a palette made for telling lines apart.
const PALETTE = [
  '#4e79a7',
  '#f28e2b',
  '#e15759',
  '#76b7b2',
  '#59a14f',
  '#edc948',
  '#b07aa1',
  '#ff9da7',
  '#9c755f',
  '#bab0ac',
];
const DASHES = ['', '6 3', '2 3', '8 3 2 3'];

/**
 * A line chart as a standalone SVG document: one line per series (colour and, beyond ten
 * series, dash pattern), a point with a tooltip at each value, axes with labels, and a
 * legend below.
 *
 * @example
 * ```ts
 * writeFileSync('sweep.svg', renderLineChart(sweepChart(s, 'mean')));
 * ```
 */
export function renderLineChart(data: LineChartData): string {
  const width = 760;
  const left = 70;
  const right = 24;
  const plotHeight = 300;
  const body: string[] = [];
  const y0 = heading(body, left, data.title, data.subtitle ?? '', width);
  const plotTop = y0 + 10;
  const plotBottom = plotTop + plotHeight;
  const plotWidth = width - left - right;
  const all = data.series.flatMap((s) => s.values).filter((v): v is number => v !== undefined);
  const axis = data.probability ? { top: 1, step: 0.25 } : niceAxis(Math.max(0, ...all));
  const count = data.xLabels.length;
  const slot = plotWidth / Math.max(1, count);
  const x = (i: number) => left + (i + 0.5) * slot;
  const y = (v: number) => plotBottom - (v / axis.top) * plotHeight;
  for (let v = 0; v <= axis.top + 1e-9; v += axis.step) {
    body.push(
      `<line x1="${left}" y1="${n(y(v))}" x2="${width - right}" y2="${n(y(v))}" class="grid"/>`,
      `<text x="${left - 6}" y="${n(y(v) + 4)}" class="tick" text-anchor="end">${esc(data.probability ? `${Math.round(v * 100)}%` : String(Math.round(v * 1000) / 1000))}</text>`,
    );
  }
  body.push(
    `<text transform="translate(${left - 50} ${n(plotTop + plotHeight / 2)}) rotate(-90)" class="axis" text-anchor="middle">${esc(data.yLabel)}</text>`,
    `<line x1="${left}" y1="${plotBottom}" x2="${width - right}" y2="${plotBottom}" class="axisline"/>`,
  );
  const every = Math.max(1, Math.ceil(count / 20));
  data.xLabels.forEach((label, i) => {
    if (i % every !== 0) return;
    body.push(
      `<line x1="${n(x(i))}" y1="${plotBottom}" x2="${n(x(i))}" y2="${plotBottom + 4}" class="axisline"/>`,
      `<text x="${n(x(i))}" y="${plotBottom + 17}" class="tick" text-anchor="middle">${esc(label)}</text>`,
    );
  });
  body.push(
    `<text x="${n(left + plotWidth / 2)}" y="${plotBottom + 36}" class="axis" text-anchor="middle">${esc(data.xLabel)}</text>`,
  );
  data.series.forEach((s, k) => {
    const colour = PALETTE[k % PALETTE.length]!;
    const dash = DASHES[Math.floor(k / PALETTE.length) % DASHES.length]!;
    // Runs of defined values, each drawn as one polyline.
    let run: string[] = [];
    const flush = () => {
      if (run.length > 1) {
        body.push(
          `<polyline points="${run.join(' ')}" fill="none" stroke="${colour}" stroke-width="2"${dash ? ` stroke-dasharray="${dash}"` : ''}/>`,
        );
      }
      run = [];
    };
    s.values.forEach((v, i) => {
      if (v === undefined) {
        flush();
        return;
      }
      run.push(`${n(x(i))},${n(y(v))}`);
    });
    flush();
    if (count <= 60) {
      s.values.forEach((v, i) => {
        if (v === undefined) return;
        body.push(
          `<circle cx="${n(x(i))}" cy="${n(y(v))}" r="3" fill="${colour}"><title>${esc(`${s.name}, ${data.xLabel} ${data.xLabels[i]}: ${formatValue(v, data.probability)} (${v})`)}</title></circle>`,
        );
      });
    }
  });
  // Legend: as many entries per row as fit.
  let lx = left;
  let ly = plotBottom + 62;
  data.series.forEach((s, k) => {
    const colour = PALETTE[k % PALETTE.length]!;
    const dash = DASHES[Math.floor(k / PALETTE.length) % DASHES.length]!;
    const w = 44 + Math.min(40, s.name.length) * 7.5;
    if (lx + w > width - right && lx > left) {
      lx = left;
      ly += 18;
    }
    body.push(
      `<line x1="${lx}" y1="${ly - 4}" x2="${lx + 22}" y2="${ly - 4}" stroke="${colour}" stroke-width="2"${dash ? ` stroke-dasharray="${dash}"` : ''}/>`,
      `<text x="${lx + 27}" y="${ly}" class="label">${esc(s.name.length > 40 ? `${s.name.slice(0, 39)}…` : s.name)}</text>`,
    );
    lx += w;
  });
  const height = ly + 16;
  const out = open(
    width,
    height,
    data.title,
    `${data.yLabel} against ${data.xLabel}, one line per series.`,
  );
  out.push(...body, '</svg>', '');
  return out.join('\n');
}

/**
 * The line chart of a sweep: one line per (profile, target), one metric against the values.
 *
 * @example
 * ```ts
 * renderLineChart(sweepChart(sweep(analysis, { characteristic: 'toughness', values: [3, 4, 5, 6, 7, 8] }), 'mean'));
 * ```
 */
export function sweepChart(s: Sweep, metric: Metric, title?: string): LineChartData {
  const { probability, label } = metricInfo(metric);
  const c = SWEEP_CHARACTERISTICS[s.characteristic];
  return {
    title: title ?? `${label} by ${c.label} of the ${c.side}`,
    xLabel: c.label,
    yLabel: label,
    xLabels: s.labels,
    probability,
    series: s.series.map((line) => ({
      name: line.name,
      values: line.summaries.map((x) => metricValue(x, metric)),
    })),
  };
}

/**
 * The line chart of turns: P(the target destroyed within t turns) against t, one line per
 * (profile, target).
 *
 * @example
 * ```ts
 * renderLineChart(turnsChart(overTurns(analysis, { turns: 5 })));
 * ```
 */
export function turnsChart(t: TurnsAnalysis, title?: string): LineChartData {
  return {
    title: title ?? 'P(the target destroyed within t turns)',
    xLabel: 'turns',
    yLabel: 'P(destroyed)',
    xLabels: Array.from({ length: t.turns }, (_, i) => String(i + 1)),
    probability: true,
    series: t.series.map((s) => ({ name: s.name, values: s.destroyed })),
  };
}

/**
 * The line chart of a comparison: P(at least k models slain) against k, one line per entry;
 * where two lines cross, the ranking by mean and by P(at least k) disagree.
 *
 * @example
 * ```ts
 * renderLineChart(compareChart(compare(analysis)));
 * ```
 */
export function compareChart(c: Comparison, title?: string): LineChartData {
  const top = Math.max(...c.entries.map((s) => s.models));
  return {
    title: title ?? 'P(at least k models slain)',
    xLabel: 'k',
    yLabel: 'P(at least k slain)',
    xLabels: Array.from({ length: top }, (_, i) => String(i + 1)),
    probability: true,
    series: c.entries.map((s) => ({
      name: c.nameOf(s),
      values: Array.from({ length: top }, (_, i) =>
        i + 1 <= s.models ? s.atLeast(i + 1) : undefined,
      ),
    })),
  };
}
