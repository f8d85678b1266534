// The web crate's files import one way: no cycle between files other than a module and its own
// children (a parent declares its children; a child may use its parent). Read from the source,
// no browser needed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src');

/** Every module of the crate as its path of names (`['app', 'lobby']`), with its file. */
function modules() {
  const out = new Map();
  const walk = (dir, names) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!(names.length === 0 && entry.name === 'bin')) walk(full, [...names, entry.name]);
      } else if (entry.name.endsWith('.rs')) {
        const stem = entry.name.slice(0, -3);
        const mod = stem === 'mod' || (names.length === 0 && stem === 'lib') ? names : [...names, stem];
        out.set(mod.join('::'), full);
      }
    }
  };
  walk(src, []);
  return out;
}

/** The module a path like `crate::app::lobby::Card` or `super::seats` names, as the deepest
 *  existing module along it. */
function resolve(mods, from, segments) {
  let base;
  if (segments[0] === 'crate') { base = []; segments = segments.slice(1); }
  else if (segments[0] === 'super' || segments[0] === 'self') {
    base = [...from];
    while (segments[0] === 'super' || segments[0] === 'self') {
      if (segments[0] === 'super') base.pop();
      segments = segments.slice(1);
    }
  } else return null;
  let found = base;
  for (const s of segments) {
    const next = [...found, s];
    if (!mods.has(next.join('::'))) break;
    found = next;
  }
  return found;
}

/** Imports between modules, leaving out those between a module and its ancestors or descendants. */
function edges(mods) {
  const out = new Map();
  for (const [name, file] of mods) {
    const from = name ? name.split('::') : [];
    // Comments out; `mod tests` blocks hold test-only imports, kept.
    const text = fs.readFileSync(file, 'utf8').replace(/\/\/.*$/gm, '');
    const targets = new Set();
    const paths = [];
    // `use a::b::{c, d::e}` items, flattened one level.
    for (const m of text.matchAll(/\buse\s+((?:crate|super|self)[^;]*);/g)) {
      const body = m[1].replace(/\s+/g, '');
      const brace = body.indexOf('{');
      if (brace < 0) { paths.push(body); continue; }
      const head = body.slice(0, brace);
      for (const item of body.slice(brace + 1, -1).split(',')) paths.push(head + item);
    }
    for (const m of text.matchAll(/\b((?:crate|super)(?:::\w+)+)/g)) paths.push(m[1]);
    for (const p of paths) {
      const to = resolve(mods, from, p.split('::').filter(Boolean));
      if (!to) continue;
      const related = (a, b) => a.length <= b.length && a.every((s, i) => b[i] === s);
      if (related(to, from) || related(from, to)) continue;
      targets.add(to.join('::'));
    }
    out.set(name, targets);
  }
  return out;
}

/** Strongly connected groups with more than one module: each is a cycle. */
function cycles(graph) {
  let index = 0;
  const idx = new Map(), low = new Map(), stack = [], on = new Set(), found = [];
  const visit = v => {
    idx.set(v, index); low.set(v, index); index++;
    stack.push(v); on.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!idx.has(w)) { visit(w); low.set(v, Math.min(low.get(v), low.get(w))); }
      else if (on.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)));
    }
    if (low.get(v) === idx.get(v)) {
      const group = [];
      let w;
      do { w = stack.pop(); on.delete(w); group.push(w); } while (w !== v);
      if (group.length > 1) found.push(group.sort());
    }
  };
  for (const v of graph.keys()) if (!idx.has(v)) visit(v);
  return found;
}

test('no import cycle between the web crate files other than a module and its children', () => {
  const mods = modules();
  assert.ok(mods.has('app') && mods.has('screens') && mods.has('dom'), 'the crate layout is read');
  const graph = edges(mods);
  const found = cycles(graph);
  const describe = group => group.map(m => `${m || 'lib'} → ${[...graph.get(m)].filter(t => group.includes(t)).join(', ')}`).join('; ');
  assert.deepEqual(found.map(describe), []);
});

test('the shell below the app does not reach up into it', () => {
  const graph = edges(modules());
  for (const low of ['api', 'computer', 'dom', 'persist', 'embed', 'sound', 'screens', 'render', 'input', 'rules']) {
    for (const [name, targets] of graph) {
      if (name === low || name.startsWith(low + '::')) {
        assert.ok(![...targets].some(t => t === 'app' || t.startsWith('app::')), `${name} imports app`);
      }
    }
  }
});
