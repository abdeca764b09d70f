/**
 * `--svg`: a standalone SVG chart of a result, one panel per distribution: bars for
 * P(= k), a line for P(>= k), axes with labels, the scenario's summary as the title. Plain
 * SVG 1.1 with no scripts, fonts or external references, so any browser opens it.
 *
 * @module
 */
import type { Dist } from '../dist/Dist.js';
import type { EvaluationResult } from '../scenario/result.js';
import { esc, n, titleLines } from '../svg/text.js';
import { fightLabel } from './fightReport.js';
import { errorOf, meanLine, methodLine, shownRange, shownResults } from './text.js';

/** A tick step of 1, 2, 5, 10, 20, 50... giving at most `max` ticks over `span`. */
function tickStep(span: number, max: number): number {
  for (let scale = 1; ; scale *= 10) {
    for (const m of [1, 2, 5]) if (span / (m * scale) <= max) return m * scale;
  }
}

const WIDTH = 760;
const LEFT = 64;
const RIGHT = 24;
const PLOT_HEIGHT = 160;
const PANEL_HEIGHT = PLOT_HEIGHT + 90;
const BAR_COLOUR = '#4c78a8';
const LINE_COLOUR = '#e45756';
const TAIL = 1e-4;

function panel(key: string, d: Dist, top: number, line: string): string {
  const { lo, hi } = shownRange(d, TAIL);
  const count = hi - lo + 1;
  const plotWidth = WIDTH - LEFT - RIGHT;
  const slot = plotWidth / count;
  const y0 = top + 34 + PLOT_HEIGHT;
  const x = (k: number) => LEFT + (k - lo + 0.5) * slot;
  const y = (p: number) => y0 - p * PLOT_HEIGHT;
  const label = fightLabel(key);
  const out: string[] = [];
  out.push(
    `<text x="${LEFT}" y="${top + 18}" class="panel">${esc(label.startsWith(key) ? label : `${label} (${key})`)}: ${esc(line)}</text>`,
  );
  // Grid and y axis: probability 0..1.
  for (const p of [0, 0.25, 0.5, 0.75, 1]) {
    out.push(
      `<line x1="${LEFT}" y1="${n(y(p))}" x2="${WIDTH - RIGHT}" y2="${n(y(p))}" class="grid"/>`,
      `<text x="${LEFT - 6}" y="${n(y(p) + 4)}" class="tick" text-anchor="end">${p * 100}%</text>`,
    );
  }
  out.push(
    `<text transform="translate(${LEFT - 44} ${n(y(0.5))}) rotate(-90)" class="axis" text-anchor="middle">probability</text>`,
  );
  // Bars: P(= k).
  const barWidth = Math.max(1, slot * 0.8);
  for (let k = lo; k <= hi; k++) {
    const p = d.at(k);
    if (p <= 0) continue;
    out.push(
      `<rect x="${n(x(k) - barWidth / 2)}" y="${n(y(p))}" width="${n(barWidth)}" height="${n(p * PLOT_HEIGHT)}" fill="${BAR_COLOUR}"><title>P(= ${k}) = ${p.toPrecision(4)}</title></rect>`,
    );
  }
  // Line: P(>= k).
  const points: string[] = [];
  for (let k = lo; k <= hi; k++) points.push(`${n(x(k))},${n(y(d.atLeast(k)))}`);
  out.push(
    `<polyline points="${points.join(' ')}" fill="none" stroke="${LINE_COLOUR}" stroke-width="2"/>`,
  );
  if (count <= 40) {
    for (let k = lo; k <= hi; k++) {
      out.push(
        `<circle cx="${n(x(k))}" cy="${n(y(d.atLeast(k)))}" r="2.5" fill="${LINE_COLOUR}"><title>P(≥ ${k}) = ${d.atLeast(k).toPrecision(4)}</title></circle>`,
      );
    }
  }
  // x axis: k.
  out.push(`<line x1="${LEFT}" y1="${y0}" x2="${WIDTH - RIGHT}" y2="${y0}" class="axisline"/>`);
  const step = tickStep(count, 15);
  for (let k = Math.ceil(lo / step) * step; k <= hi; k += step) {
    out.push(
      `<line x1="${n(x(k))}" y1="${y0}" x2="${n(x(k))}" y2="${y0 + 4}" class="axisline"/>`,
      `<text x="${n(x(k))}" y="${y0 + 17}" class="tick" text-anchor="middle">${k}</text>`,
    );
  }
  out.push(
    `<text x="${n(LEFT + plotWidth / 2)}" y="${y0 + 34}" class="axis" text-anchor="middle">k = number of ${esc(fightLabel(key).replace(/ \(.*\)$/, ''))}</text>`,
  );
  return out.join('\n');
}

/**
 * The chart of a result as a standalone SVG document (UTF-8 XML), titled with `summary`.
 * Each value's probability is also in a tooltip (`<title>`) on its bar and point.
 *
 * @example
 * ```ts
 * writeFileSync('chart.svg', renderSvg(r, summarizeScenario(r.scenario)));
 * ```
 */
export function renderSvg(r: EvaluationResult, summary: string, show?: readonly string[]): string {
  const lines = titleLines(summary, WIDTH - LEFT - 16);
  const header = 24 + lines.length * 20 + 22;
  const entries = shownResults(r, show);
  const legendY = header - 8;
  const height = header + entries.length * PANEL_HEIGHT + 10;
  const out: string[] = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="${WIDTH}" height="${height}" viewBox="0 0 ${WIDTH} ${height}" role="img">`,
    `<title>${esc(summary)}</title>`,
    `<desc>${esc(`${methodLine(r)}. Bars: P(= k); line: P(≥ k).`)}</desc>`,
    '<style>text{font-family:system-ui,-apple-system,"Segoe UI",Helvetica,Arial,sans-serif;fill:#222}.title{font-size:15px;font-weight:600}.sub{font-size:12px;fill:#555}.panel{font-size:13px;font-weight:600}.tick{font-size:11px;fill:#555}.axis{font-size:12px;fill:#333}.grid{stroke:#e4e4e4;stroke-width:1}.axisline{stroke:#333;stroke-width:1}</style>',
    `<rect width="${WIDTH}" height="${height}" fill="#fff"/>`,
  ];
  lines.forEach((line, i) => {
    out.push(`<text x="${LEFT}" y="${24 + i * 20}" class="title">${esc(line)}</text>`);
  });
  out.push(`<text x="${LEFT}" y="${legendY}" class="sub">${esc(methodLine(r))}</text>`);
  const lx = WIDTH - RIGHT - 170;
  out.push(
    `<rect x="${lx}" y="${legendY - 9}" width="12" height="10" fill="${BAR_COLOUR}"/>`,
    `<text x="${lx + 17}" y="${legendY}" class="sub">P(= k)</text>`,
    `<line x1="${lx + 80}" y1="${legendY - 4}" x2="${lx + 98}" y2="${legendY - 4}" stroke="${LINE_COLOUR}" stroke-width="2"/>`,
    `<text x="${lx + 103}" y="${legendY}" class="sub">P(≥ k)</text>`,
  );
  entries.forEach(([key, d], i) => {
    out.push(panel(key, d, header + i * PANEL_HEIGHT, meanLine(d, errorOf(r, key))));
  });
  out.push('</svg>', '');
  return out.join('\n');
}
