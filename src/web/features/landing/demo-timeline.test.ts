import { describe, expect, it } from 'vitest';
import {
  DEMO_ENTER_MS,
  DEMO_EXIT_MS,
  DEMO_INTERACT_MS,
  DEMO_LOOP_MS,
  DEMO_NEXT_MS,
  demoStateAt,
  msUntilNextPhase,
} from './demo-timeline.ts';

describe('demo timeline constants', () => {
  it('matches the spec timing', () => {
    expect(DEMO_ENTER_MS).toBe(0);
    expect(DEMO_INTERACT_MS).toBe(800);
    expect(DEMO_EXIT_MS).toBe(4000);
    expect(DEMO_NEXT_MS).toBe(4450);
    expect(DEMO_LOOP_MS).toBe(3 * 4450);
  });
});

describe('demoStateAt', () => {
  it.each([
    [0, 0, 'enter'],
    [799, 0, 'enter'],
    [800, 0, 'interact'],
    [3999, 0, 'interact'],
    [4000, 0, 'exit'],
    [4449, 0, 'exit'],
    [4450, 1, 'enter'],
    [4450 + 799, 1, 'enter'],
    [4450 + 800, 1, 'interact'],
    [4450 + 4000, 1, 'exit'],
    [8900, 2, 'enter'],
    [8900 + 800, 2, 'interact'],
    [8900 + 3999.5, 2, 'interact'],
    [8900 + 4000, 2, 'exit'],
    [13349, 2, 'exit'],
  ] as const)('at %d ms shows question %d in phase %s', (elapsed, questionIndex, phase) => {
    expect(demoStateAt(elapsed)).toEqual({ questionIndex, phase });
  });

  it('loops back to the first question after the third', () => {
    expect(demoStateAt(DEMO_LOOP_MS)).toEqual({ questionIndex: 0, phase: 'enter' });
    expect(demoStateAt(DEMO_LOOP_MS + 800)).toEqual({ questionIndex: 0, phase: 'interact' });
    expect(demoStateAt(DEMO_LOOP_MS + 4450)).toEqual({ questionIndex: 1, phase: 'enter' });
    expect(demoStateAt(5 * DEMO_LOOP_MS + 8900 + 4000)).toEqual({ questionIndex: 2, phase: 'exit' });
  });

  it('treats negative and non-finite times as the start of the loop', () => {
    expect(demoStateAt(-1)).toEqual({ questionIndex: 0, phase: 'enter' });
    expect(demoStateAt(Number.NaN)).toEqual({ questionIndex: 0, phase: 'enter' });
    expect(demoStateAt(Number.POSITIVE_INFINITY)).toEqual({ questionIndex: 0, phase: 'enter' });
  });
});

describe('msUntilNextPhase', () => {
  it('waits until the next boundary', () => {
    expect(msUntilNextPhase(0)).toBe(800);
    expect(msUntilNextPhase(800)).toBe(3200);
    expect(msUntilNextPhase(1000)).toBe(3000);
    expect(msUntilNextPhase(4000)).toBe(450);
    expect(msUntilNextPhase(4450)).toBe(800);
    expect(msUntilNextPhase(DEMO_LOOP_MS - 1)).toBe(1);
  });

  it('walks the whole loop in nine steps through every phase of every question', () => {
    const visited: string[] = [];
    let elapsed = 0;
    for (let step = 0; step < 9; step += 1) {
      const { questionIndex, phase } = demoStateAt(elapsed);
      visited.push(`${questionIndex}:${phase}`);
      elapsed += msUntilNextPhase(elapsed);
    }
    expect(visited).toEqual([
      '0:enter',
      '0:interact',
      '0:exit',
      '1:enter',
      '1:interact',
      '1:exit',
      '2:enter',
      '2:interact',
      '2:exit',
    ]);
    expect(elapsed).toBe(DEMO_LOOP_MS);
  });
});
