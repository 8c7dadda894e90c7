// What the bench prints from a Lighthouse report for the people fixing the page: the elements and
// files Lighthouse blames, named as they can be found in the code.
import { describe, expect, it } from 'vitest';
import { findings } from './lighthouse.mjs';

/** A Lighthouse 12 report cut down to the audits the bench reads, shaped as Lighthouse writes them. */
function report({ blocking = [], shifts = [], failed = [] } = {}) {
  const audits = {
    'largest-contentful-paint-element': {
      score: 0,
      details: {
        type: 'list',
        items: [
          {
            type: 'table',
            items: [
              {
                node: {
                  type: 'node',
                  selector: 'main#main-content > h1',
                  nodeLabel: 'Sign in to your account',
                },
              },
            ],
          },
          {
            type: 'table',
            items: [
              { phase: 'TTFB', timing: 450.2 },
              { phase: 'Render Delay', timing: 2500.7 },
            ],
          },
        ],
      },
    },
    'render-blocking-resources': {
      score: blocking.length ? 0 : 1,
      details: { type: 'opportunity', items: blocking },
    },
    'layout-shifts': { score: shifts.length ? 0 : 1, details: { type: 'table', items: shifts } },
    'bootup-time': {
      score: 1,
      details: {
        type: 'table',
        items: [{ url: 'http://127.0.0.1:8080/main.1a2b.js', total: 230.4 }],
      },
    },
    'largest-contentful-paint': { score: 0.3, numericValue: 2950 },
  };
  const auditRefs = [
    { id: 'largest-contentful-paint', group: 'metrics' },
    { id: 'render-blocking-resources', group: 'diagnostics' },
    { id: 'layout-shifts', group: 'diagnostics' },
    { id: 'largest-contentful-paint-element', group: 'diagnostics' },
    { id: 'bootup-time', group: 'diagnostics' },
  ];
  for (const audit of failed) {
    audits[audit.id] = audit;
    auditRefs.push({ id: audit.id, group: 'diagnostics' });
  }
  return { audits, categories: { performance: { score: 0.8, auditRefs } } };
}

describe('findings', () => {
  it('name the LCP element with its phases and the scripts that held the main thread', () => {
    const lines = findings(report());
    expect(lines).toContain(
      'LCP element: main#main-content > h1 "Sign in to your account" (TTFB 450 ms, Render Delay 2501 ms)',
    );
    expect(lines).toContain('Main-thread time by script: /main.1a2b.js (230 ms)');
    expect(lines).toContain('Render-blocking resources: none');
    expect(lines).toContain('Layout shifts: none');
  });

  it('list render-blocking files and shifted elements with what each costs', () => {
    const lines = findings(
      report({
        blocking: [{ url: 'http://127.0.0.1:8080/177.018378b4.css', wastedMs: 310.4 }],
        shifts: [
          { node: { selector: 'section.budget-chart', nodeLabel: 'Spending' }, score: 0.0812 },
        ],
      }),
    );
    expect(lines).toContain('Render-blocking resources: /177.018378b4.css (310 ms)');
    expect(lines).toContain('Layout shifts: section.budget-chart "Spending" (0.081)');
  });

  it('list every other failed audit with its estimated saving, and not the passed ones', () => {
    const lines = findings(
      report({
        failed: [
          {
            id: 'unused-javascript',
            title: 'Reduce unused JavaScript',
            score: 0,
            displayValue: 'Est savings of 31 KiB',
            metricSavings: { FCP: 0, LCP: 300 },
          },
          { id: 'dom-size', title: 'Avoids an excessive DOM size', score: 1 },
        ],
      }),
    );
    expect(lines).toContain(
      'Flagged: Reduce unused JavaScript: Est savings of 31 KiB (estimated LCP −300 ms)',
    );
    expect(lines.join('\n')).not.toContain('DOM size');
  });
});
