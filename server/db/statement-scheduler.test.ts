import { describe, expect, it } from 'vitest';
import { createStatementScheduler } from './statement-scheduler.ts';

/** A job that starts when the scheduler says, records that, and ends when the test says. */
function gate(log: string[], name: string) {
  let finish!: () => void;
  let fail!: (error: Error) => void;
  const ended = new Promise<string>((resolve, reject) => {
    finish = () => resolve(name);
    fail = reject;
  });
  return {
    job: () => {
      log.push(name);
      return ended;
    },
    finish,
    fail,
  };
}

/** Lets every pending job start, ending each as soon as it has started (the event loop turns in between). */
async function drain(gates: { finish(): void }[]): Promise<void> {
  for (const g of gates) {
    g.finish();
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** A clock the test moves: a statement "takes" as long as the test advances it while the job runs. */
function manualClock() {
  let t = 0;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

/** Makes `statement` known as long (its runs took `ms`) on `scheduler` with the manual `clock`. */
async function teach(
  scheduler: ReturnType<typeof createStatementScheduler>,
  clock: ReturnType<typeof manualClock>,
  statement: string,
  ms: number,
) {
  for (let i = 0; i < 3; i += 1) {
    await scheduler.run(statement, async () => {
      clock.advance(ms);
    });
  }
}

describe('statement scheduler', () => {
  it('runs one job at a time, in arrival order while every statement is short', async () => {
    const scheduler = createStatementScheduler({ longMs: 5, maxBypass: 8 });
    const log: string[] = [];
    const gates = ['a', 'b', 'c'].map((name) => gate(log, name));
    const results = gates.map((g, i) => scheduler.run(`SELECT ${i}`, g.job));
    expect(log).toEqual(['a']);
    gates[0]!.finish();
    await results[0];
    expect(log).toEqual(['a']);
    await new Promise((resolve) => setImmediate(resolve));
    expect(log).toEqual(['a', 'b']);
    await drain(gates.slice(1));
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c']);
    expect(log).toEqual(['a', 'b', 'c']);
  });

  it('learns which statements are long from their run times, and forgets a single slow run', async () => {
    const clock = manualClock();
    const scheduler = createStatementScheduler({ longMs: 5, maxBypass: 8, now: clock.now });
    expect(scheduler.laneOf('SELECT page')).toBe('short');
    await teach(scheduler, clock, 'SELECT page', 40);
    expect(scheduler.laneOf('SELECT page')).toBe('long');
    await teach(scheduler, clock, 'SELECT one', 1);
    await scheduler.run('SELECT one', async () => {
      clock.advance(200);
    });
    expect(scheduler.laneOf('SELECT one')).toBe('short');
    expect(scheduler.laneOf(undefined)).toBe('short');
  });

  it('lets short statements queued after long ones run first', async () => {
    const clock = manualClock();
    const scheduler = createStatementScheduler({ longMs: 5, maxBypass: 8, now: clock.now });
    await teach(scheduler, clock, 'SELECT page', 40);
    const log: string[] = [];
    const running = gate(log, 'running');
    const page1 = gate(log, 'page 1');
    const page2 = gate(log, 'page 2');
    const byId = gate(log, 'by id');
    const tx = gate(log, 'transaction');
    const all = [
      scheduler.run('SELECT other', running.job),
      scheduler.run('SELECT page', page1.job),
      scheduler.run('SELECT page', page2.job),
      scheduler.run('SELECT doc WHERE id', byId.job),
      scheduler.run(undefined, tx.job),
    ];
    await drain([running, byId, tx, page1, page2]);
    await Promise.all(all);
    expect(log).toEqual(['running', 'by id', 'transaction', 'page 1', 'page 2']);
  });

  it('never lets more than maxBypass short jobs go before a waiting long one', async () => {
    const clock = manualClock();
    const scheduler = createStatementScheduler({ longMs: 5, maxBypass: 2, now: clock.now });
    await teach(scheduler, clock, 'SELECT page', 40);
    const log: string[] = [];
    const running = gate(log, 'running');
    const page = gate(log, 'page');
    const shorts = ['s1', 's2', 's3', 's4'].map((name) => gate(log, name));
    const all = [
      scheduler.run('SELECT short', running.job),
      scheduler.run('SELECT page', page.job),
      ...shorts.map((g) => scheduler.run('SELECT short', g.job)),
    ];
    await drain([running, shorts[0]!, shorts[1]!, page, shorts[2]!, shorts[3]!]);
    await Promise.all(all);
    expect(log).toEqual(['running', 's1', 's2', 'page', 's3', 's4']);
  });

  it('rejects only the failing job and goes on with the next', async () => {
    const scheduler = createStatementScheduler({ longMs: 5, maxBypass: 8 });
    const log: string[] = [];
    const failing = gate(log, 'failing');
    const after = gate(log, 'after');
    const thrown = scheduler.run('SELECT broken', () => {
      throw new Error('thrown before any promise');
    });
    const rejected = scheduler.run('SELECT failing', failing.job);
    const next = scheduler.run('SELECT after', after.job);
    await expect(thrown).rejects.toThrow('thrown before any promise');
    await new Promise((resolve) => setImmediate(resolve));
    failing.fail(new Error('statement failed'));
    await expect(rejected).rejects.toThrow('statement failed');
    await new Promise((resolve) => setImmediate(resolve));
    expect(log).toEqual(['failing', 'after']);
    after.finish();
    await expect(next).resolves.toBe('after');
  });

  it('keeps a job that takes several steps whole: nothing else starts until it has settled', async () => {
    const scheduler = createStatementScheduler({ longMs: 5, maxBypass: 8 });
    const log: string[] = [];
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const transaction = scheduler.run(undefined, async () => {
      log.push('BEGIN');
      await released;
      log.push('UPDATE');
      await new Promise((resolve) => setImmediate(resolve));
      log.push('COMMIT');
    });
    const other = scheduler.run('SELECT 1', async () => {
      log.push('other');
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(log).toEqual(['BEGIN']);
    release();
    await Promise.all([transaction, other]);
    expect(log).toEqual(['BEGIN', 'UPDATE', 'COMMIT', 'other']);
  });

  it('lets requests that arrive between two jobs queue before the next job is chosen', async () => {
    const clock = manualClock();
    const scheduler = createStatementScheduler({ longMs: 5, maxBypass: 8, now: clock.now });
    await teach(scheduler, clock, 'SELECT page', 40);
    const log: string[] = [];
    const running = gate(log, 'running');
    const page = gate(log, 'page');
    const first = scheduler.run('SELECT short', running.job);
    const queued = scheduler.run('SELECT page', page.job);
    running.finish();
    await first;
    // Arrives after the running job ended but before the event loop turned: still goes first.
    const byId = scheduler.run('SELECT by id', async () => {
      log.push('by id');
    });
    await byId;
    await new Promise((resolve) => setImmediate(resolve));
    page.finish();
    await queued;
    expect(log).toEqual(['running', 'by id', 'page']);
  });

  it('puts a job its caller declares long behind short ones, whatever its run times', async () => {
    const scheduler = createStatementScheduler({ longMs: 5, maxBypass: 8 });
    const log: string[] = [];
    const running = gate(log, 'running');
    const page = gate(log, 'page');
    const byId = gate(log, 'by id');
    const all = [
      scheduler.run('SELECT short', running.job),
      scheduler.run('SELECT cheap page', page.job, 'long'),
      scheduler.run('SELECT by id', byId.job),
    ];
    await drain([running, byId, page]);
    await Promise.all(all);
    expect(log).toEqual(['running', 'by id', 'page']);
    expect(scheduler.laneOf('SELECT cheap page')).toBe('short');
  });

  it("runs a job's statements after requests' short and long ones, and never starves them", async () => {
    const scheduler = createStatementScheduler({ longMs: 5, maxBypass: 2 });
    const log: string[] = [];
    const running = gate(log, 'running');
    const job = gate(log, 'job');
    const page = gate(log, 'page');
    const shorts = ['s1', 's2', 's3'].map((name) => gate(log, name));
    const all = [
      scheduler.run('SELECT short', running.job),
      scheduler.run('UPDATE job', job.job, 'background'),
      scheduler.run('SELECT page', page.job, 'long'),
      ...shorts.map((g) => scheduler.run('SELECT short', g.job)),
    ];
    // s1 and s2 pass both waiting jobs; then the long page, and the background job once two have passed it.
    await drain([running, shorts[0]!, shorts[1]!, job, page, shorts[2]!]);
    await Promise.all(all);
    expect(log).toEqual(['running', 's1', 's2', 'job', 'page', 's3']);
  });

  it('starts background work at once on an idle connection', async () => {
    const scheduler = createStatementScheduler({ longMs: 5, maxBypass: 8 });
    const log: string[] = [];
    await scheduler.run('UPDATE job', async () => log.push('job'), 'background');
    expect(log).toEqual(['job']);
  });
});
