import { describe, expect, it } from 'vitest';
import { takeOption } from './args.mjs';

describe('takeOption', () => {
  it('returns the value and leaves the positional arguments', () => {
    const argv = ['/a', '--dir', 'old', '/b'];
    expect(takeOption(argv, 'dir', 'build')).toBe('old');
    expect(argv).toEqual(['/a', '/b']);
  });

  it('returns the fallback when the option is absent', () => {
    const argv = ['/a'];
    expect(takeOption(argv, 'port', 0)).toBe(0);
    expect(argv).toEqual(['/a']);
  });

  it('stops on an option with no value', () => {
    expect(() => takeOption(['--save'], 'save', null)).toThrow(/--save needs a value/);
  });
});
