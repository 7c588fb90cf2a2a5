import { describe, expect, it } from 'vitest';
import { jsonNestingExceeds } from '../../src/platform/http/json-body.ts';
import { pathToNul } from '../../src/platform/http/nul-guard.ts';

describe('jsonNestingExceeds', () => {
  it('counts arrays and objects inside each other, not one after another', () => {
    expect(jsonNestingExceeds('[[[]]]', 3)).toBe(false);
    expect(jsonNestingExceeds('[[[[]]]]', 3)).toBe(true);
    expect(jsonNestingExceeds('{"a":{"b":[1]}}', 3)).toBe(false);
    expect(jsonNestingExceeds('{"a":{"b":[{}]}}', 3)).toBe(true);
    expect(jsonNestingExceeds('[[],[],[],[],[]]', 2)).toBe(false);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(jsonNestingExceeds('{"a":"[[[[[[{{{{"}', 1)).toBe(false);
    expect(jsonNestingExceeds('{"a":"\\"[[[[\\\\"}', 1)).toBe(false);
    expect(jsonNestingExceeds('{"a":"\\\\","b":[[]]}', 2)).toBe(true);
  });

  it('survives a body far deeper than the stack', () => {
    expect(jsonNestingExceeds('['.repeat(500_000), 32)).toBe(true);
  });
});

describe('pathToNul', () => {
  it('names the first string or key holding NUL by its dotted path', () => {
    expect(pathToNul({ a: 'fine', b: { c: ['ok', 'x\u0000'] } })).toBe('b.c.1');
    expect(pathToNul({ a: { 'key\u0000': 1 } })).toBe('a.key\u0000');
    expect(pathToNul('\u0000')).toBe('');
  });

  it('finds nothing in clean or non-string values', () => {
    expect(pathToNul({ a: 'x', b: [1, true, null, { c: 'y' }] })).toBeUndefined();
    expect(pathToNul(undefined)).toBeUndefined();
    expect(pathToNul(42)).toBeUndefined();
  });

  it('walks a value nested deeper than the stack without overflowing', () => {
    let deep: unknown = 'bottom\u0000';
    for (let level = 0; level < 100_000; level += 1) deep = [deep];
    expect(pathToNul(deep)).toBe(`${'0.'.repeat(99_999)}0`);
  });
});
