/** The command line of the measurement scripts (pure, tested in args.test.mjs). */

/**
 * Takes `--name value` out of `argv` (so that what is left are the positional arguments) and returns
 * the value, or `fallback` when the option is not there.
 */
export function takeOption(argv, name, fallback) {
  const i = argv.indexOf(`--${name}`);
  if (i < 0) return fallback;
  const [, value] = argv.splice(i, 2);
  if (value === undefined) throw new Error(`--${name} needs a value`);
  return value;
}
