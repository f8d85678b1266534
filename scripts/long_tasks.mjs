// What the page-thread benchmarks share: the Long Tasks API's record of tasks over 50 ms, a
// Chromium trace that says what each long task was made of, and the entry point that serves
// dist/ and runs a benchmark for each game.
import { serve, launch } from '../tests/e2e/harness.mjs';

/** Starts recording the page's long tasks (the API reports only those over 50 ms). */
export async function watchLongTasks(page) {
  await page.evaluate(() => {
    window.benchTasks = [];
    new PerformanceObserver(list => window.benchTasks.push(...list.getEntries().map(e => [e.startTime, e.duration])))
      .observe({ type: 'longtask' });
  });
}

/** The long tasks recorded since `from` (page time, ms), as [start, duration]. */
export const longTasksSince = (page, from) => page.evaluate(t => window.benchTasks.filter(([at]) => at >= t), from);

/** The longest of [start, duration] tasks, 0 when there is none. */
export const longest = tasks => Math.max(0, ...tasks.map(([, d]) => d));

/** Serves `dir` (dist/ by default), launches Chromium, and awaits `run(browser, url, game)`
 *  for each game. */
export async function forEachGame(games, run, dir = undefined) {
  const server = await serve(dir);
  const browser = await launch({ moreOptions: false });
  try {
    for (const game of games) await run(browser, server.url, game);
  } finally {
    await browser.close();
    server.stop();
  }
}

// Trace categories: the tasks and what ran in them (scripts, wasm, style, layout, paint), and
// the page's performance marks.
// The CPU profiler's samples say which functions (JS or wasm) the time went to.
const CATEGORIES = ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'v8', 'blink.user_timing', 'disabled-by-default-v8.cpu_profiler'];

/** Records a Chromium trace of the page while `during()` runs; returns its events. */
export async function traced(browser, page, during) {
  await browser.startTracing(page, { categories: CATEGORIES });
  try {
    await during();
  } finally {
    const buffer = await browser.stopTracing();
    traced.events = JSON.parse(buffer.toString('utf8')).traceEvents ?? [];
  }
  return traced.events;
}

// A name for an event that says what ran: the script and function a call entered, the handler
// an event fired, or the measure's name.
const label = e => {
  const d = e.args?.data ?? e.args?.beginData ?? {};
  const where = d.functionName || d.url ? ` ${d.functionName || '(anonymous)'}@${String(d.url ?? '').split('/').pop()}` : '';
  return `${e.name}${d.type ? ` ${d.type}` : ''}${where}`;
};

/** The CPU profiler's samples of thread `pid:tid`, as { ts, stack } (stack: function names,
 *  the innermost first). */
function samplesOf(events, thread) {
  const nodes = new Map();
  const out = [];
  // A profile starts on the thread it samples; its chunks may come from another thread.
  const profiles = new Map(events.filter(e => e.name === 'Profile' && `${e.pid}:${e.tid}` === thread)
    .map(e => [`${e.pid}:${e.id}`, { time: e.args.data.startTime }]));
  for (const e of events) {
    const profile = e.name === 'ProfileChunk' && profiles.get(`${e.pid}:${e.id}`);
    if (!profile) continue;
    const data = e.args.data;
    for (const n of data.cpuProfile?.nodes ?? []) {
      const f = n.callFrame;
      nodes.set(`${e.id}:${n.id}`, { parent: n.parent === undefined ? null : `${e.id}:${n.parent}`, name: f.functionName || `(anonymous)@${f.url?.split('/').pop() ?? ''}` });
    }
    (data.cpuProfile?.samples ?? []).forEach((id, i) => {
      profile.time += data.timeDeltas?.[i] ?? 0;
      out.push({ ts: profile.time, node: `${e.id}:${id}` });
    });
  }
  return out.map(({ ts, node }) => {
    const stack = [];
    for (let n = nodes.get(node); n; n = n.parent ? nodes.get(n.parent) : null) stack.push(n.name);
    return { ts, stack };
  });
}

/** The page's main-thread tasks of at least `min` ms in a trace, each with its start (ms from
 *  the mark `origin`), its wall and thread (CPU) time and the events it was made of: the children of `min / 10` ms or more, as
 *  an indented outline down to `depth` levels. Thread time below wall time is time the thread
 *  waited for a core (a loaded machine). */
export function longTaskOutline(events, { min = 50, depth = 10, origin = '' } = {}) {
  const names = new Map(events.filter(e => e.ph === 'M' && e.name === 'thread_name').map(e => [`${e.pid}:${e.tid}`, e.args.name]));
  const main = [...names].filter(([, n]) => n === 'CrRendererMain').map(([k]) => k);
  // The page's renderer is the one whose main thread ran the most tasks.
  const count = k => events.filter(e => `${e.pid}:${e.tid}` === k && e.name === 'RunTask').length;
  const thread = main.sort((a, b) => count(b) - count(a))[0];
  const spans = events.filter(e => `${e.pid}:${e.tid}` === thread && e.ph === 'X' && e.dur !== undefined).sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  // Times are from the page's performance.mark named `origin` (else from the first event).
  const mark = events.find(e => e.name === origin && e.cat?.includes('blink.user_timing'));
  const tasks = spans.filter(e => e.name === 'RunTask' && e.dur >= min * 1000);
  const samples = samplesOf(events, thread);
  const start = mark?.ts ?? spans[0]?.ts ?? 0;
  return tasks.map(task => {
    const inside = spans.filter(e => e !== task && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur);
    const lines = [];
    // Direct children only: an event that starts inside an earlier child belongs to it.
    const walk = (parent, level) => {
      let until = -Infinity;
      for (const e of inside) {
        if (e === parent || e.ts < parent.ts || e.ts + e.dur > parent.ts + parent.dur || e.ts < until) continue;
        until = e.ts + e.dur;
        if (e.dur < min * 100) continue;
        lines.push(`${'  '.repeat(level)}${(e.dur / 1000).toFixed(1)} ms${e.tdur !== undefined ? ` (cpu ${(e.tdur / 1000).toFixed(1)})` : ''} ${label(e)}`);
        if (level < depth) walk(e, level + 1);
      }
    };
    walk(task, 1);
    // Where the CPU went: samples inside the task by function, counted once per sample each
    // function is on the stack (inclusive) and where it is the innermost (self).
    const inTask = samples.filter(x => x.ts >= task.ts && x.ts <= task.ts + task.dur);
    const top = (count, n = 10) => {
      const counts = new Map();
      for (const { stack } of inTask) for (const name of count(stack)) counts.set(name, (counts.get(name) ?? 0) + 1);
      return [...counts].filter(([name]) => !/^\((root|program|idle)\)$/.test(name)).sort((a, b) => b[1] - a[1]).slice(0, n)
        .map(([name, c]) => `${name} ${Math.round(100 * c / inTask.length)}%`).join(', ');
    };
    const profile = inTask.length ? `${inTask.length} samples; inclusive: ${top(stack => new Set(stack))}; self: ${top(stack => stack.slice(0, 1), 6)}` : '';
    return {
      // Starting the CPU profiler is a task of the trace's own.
      tracing: inside.some(e => e.name === 'CpuProfiler::StartProfiling'),
      at: (task.ts - start) / 1000,
      wall: task.dur / 1000,
      cpu: task.tdur === undefined ? null : task.tdur / 1000,
      outline: lines,
      profile,
    };
  });
}
