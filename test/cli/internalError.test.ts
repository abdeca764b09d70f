/** An unexpected exception (a bug) is exit 1, with its stack trace and a request to report it. */
import { expect, test, vi } from 'vitest';

vi.mock('../../src/scenario/evaluate.js', () => ({
  evaluateParsed: () => {
    throw new TypeError('Cannot read properties of undefined (reading "p")');
  },
}));

const { fakeCli } = await import('../helpers/fakeCli.js');

test('an internal error: exit 1, the stack trace, "please report this bug"', async () => {
  const { code, stdout, stderr } = await fakeCli(['run']);
  expect(code).toBe(1);
  expect(stdout).toBe('');
  expect(stderr).toMatch(/^mathhammer: internal error\nTypeError: Cannot read properties/);
  expect(stderr).toMatch(/\n\s+at /); // the stack trace
  expect(stderr).toContain(
    'This is a bug in mathhammer 1.2.3: please report this bug at https://example.org/issues,',
  );
});
