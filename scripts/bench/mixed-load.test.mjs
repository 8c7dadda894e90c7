import { describe, expect, it } from 'vitest';
import { percentile } from './mixed-load.mjs';

describe('percentile', () => {
  it('is the value below which that share of the answers came (nearest rank)', () => {
    const latencies = Array.from({ length: 200 }, (_, index) => index + 1);
    expect(percentile(latencies, 0.5)).toBe(100);
    expect(percentile(latencies, 0.95)).toBe(190);
    expect(percentile(latencies, 0.99)).toBe(198);
    expect(percentile([7], 0.99)).toBe(7);
  });
});
