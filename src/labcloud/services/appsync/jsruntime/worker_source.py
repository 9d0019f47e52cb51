"""The long-lived node worker: reads one JSON request per stdin line, answers one JSON line on stdout.

A request is ``{"id", "code", "handler", "context", "now_ms", "timeout_ms", "library"?}`` (the library's
source comes once, on the first line). For each one the worker:

1. checks the code cheaply for what APPSYNC_JS forbids (``try``/``catch``/``finally``/``throw``,
   ``while``/``do``, ``continue``, classic ``for(;;)`` loops, ``class``, ``async``/``await``/generators,
   ``++``/``--``; labels are not checked) on the code stripped of comments, strings and templates (a
   keyword followed by ``:`` is an object key, not a statement);
2. turns the ES module into a function body (``import {..} from '@aws-appsync/utils'`` and
   ``import * as x from '@aws-appsync/utils/dynamodb'`` become constants read from the provided modules,
   ``export function``/``export const``/``export {..}`` become local declarations the body returns; any
   other module or a default import/export is refused), line numbers kept, compiled by
   ``vm.compileFunction`` so the code cannot close the body early and run at the top level;
3. compiles it once into its own ``vm`` context (no ``require``, no ``process``, no string code generation
   or wasm, microtasks inside the call): the library, then the code, then every intrinsic and the global
   object frozen, so a call leaves nothing behind for the next; up to 64 such contexts are kept, most
   recently used first, and each call (the module body, then the handler) runs under ``timeout_ms``.

The answer is ``{"id", "ok": true, "outcome": {...}}`` or ``{"id", "ok": false, "code", "message",
"line"?, "column"?}``.
"""

WORKER = r"""
'use strict';
const vm = require('vm');
const crypto = require('crypto');
const readline = require('readline');

let library = null;
const MODULES = { '@aws-appsync/utils': true, '@aws-appsync/utils/dynamodb': true };

class Refused extends Error {
  constructor(code, message, line) { super(message); this.code = code; this.line = line || null; }
}

// blank out comments, strings and template text (keeping newlines and lengths) for the feature checks;
// a template's ${...} code is kept (itself blanked the same way)
function skeleton(src) { return blank(src, 0, false)[0]; }
function blank(src, i, inBraces) {
  let out = '', depth = 0;
  const n = src.length;
  while (i < n) {
    const c = src[i], d = src[i + 1];
    if (inBraces && c === '{') depth += 1;
    if (inBraces && c === '}') { if (depth === 0) return [out, i]; depth -= 1; }
    if (c === '/' && d === '/') { while (i < n && src[i] !== '\n') { out += ' '; i += 1; } }
    else if (c === '/' && d === '*') { out += '  '; i += 2; while (i < n && !(src[i] === '*' && src[i + 1] === '/')) { out += src[i] === '\n' ? '\n' : ' '; i += 1; } out += '  '; i += 2; }
    else if (c === '"' || c === "'" || c === '`') {
      out += c; i += 1;
      while (i < n && src[i] !== c) {
        if (src[i] === '\\') { out += ' '; i += 1; }
        if (c === '`' && src[i] === '$' && src[i + 1] === '{') {
          const [inner, close] = blank(src, i + 2, true);
          out += '${' + inner + '}'; i = close + 1;
          continue;
        }
        out += src[i] === '\n' ? '\n' : ' '; i += 1;
      }
      out += c; i += 1;
    } else { out += c; i += 1; }
  }
  return [out, i];
}

const FORBIDDEN = [
  [/(^|[^.\w$])do\s*\{/, () => '"do-while" is not supported by APPSYNC_JS'],
  [/(^|[^.\w$])(try|catch|finally|throw|while|continue|class)\b(?!\s*:)/, m => '"' + m[2] + '" is not supported by APPSYNC_JS'],
  [/(^|[^.\w$])(async|await)\b(?!\s*:)/, m => '"' + m[2] + '" is not supported by APPSYNC_JS (no promises)'],
  [/function\s*\*/, () => 'generators are not supported by APPSYNC_JS'],
  [/\+\+|--/, m => 'the unary operator "' + m[0] + '" is not supported by APPSYNC_JS'],
];
function lineOf(text, index) { return text.slice(0, index).split('\n').length; }
function check(src) {
  const s = skeleton(src);
  for (const [re, say] of FORBIDDEN) {
    const m = re.exec(s);
    if (m) throw new Refused('UNSUPPORTED', say(m), lineOf(s, m.index + (m[1] ? m[1].length : 0)));
  }
  const forRe = /(^|[^.\w$])for\s*\(/g;
  let m;
  while ((m = forRe.exec(s)) !== null) {
    let depth = 0, j = m.index + m[0].length - 1, semi = false;
    for (; j < s.length; j += 1) {
      if (s[j] === '(' || s[j] === '[' || s[j] === '{') depth += 1;
      else if (s[j] === ')' || s[j] === ']' || s[j] === '}') { depth -= 1; if (depth === 0) break; }
      else if (s[j] === ';' && depth === 1) semi = true;
    }
    if (semi) throw new Refused('UNSUPPORTED', '"for(initialization; condition; afterthought)" is not supported by APPSYNC_JS: use for-of or for-in', lineOf(s, m.index + m[1].length));
  }
}

function keepLines(text) { return '\n'.repeat(text.split('\n').length - 1); }
function transform(src) {
  const exportsMap = {};
  let body = src.replace(/^[ \t]*import\s+([\s\S]*?)\s+from\s*(['"])([^'"]+)\2[ \t]*;?/gm, (all, what, q, mod, offset) => {
    const line = lineOf(src, offset);
    if (!MODULES[mod]) throw new Refused('UNSUPPORTED', 'Cannot find module ' + JSON.stringify(mod) + ': APPSYNC_JS offers @aws-appsync/utils and @aws-appsync/utils/dynamodb', line);
    const w = what.trim();
    let decl;
    const star = /^\*\s+as\s+([A-Za-z_$][\w$]*)$/.exec(w);
    if (star) decl = 'const ' + star[1] + ' = __m[' + JSON.stringify(mod) + '];';
    else if (/^\{[\s\S]*\}$/.test(w)) {
      const names = w.slice(1, -1).split(',').map(x => x.trim()).filter(Boolean).map(x => {
        const p = /^([A-Za-z_$][\w$]*)(?:\s+as\s+([A-Za-z_$][\w$]*))?$/.exec(x);
        if (!p) throw new Refused('PARSER_ERROR', 'Invalid import specifier ' + JSON.stringify(x), line);
        if (mod === '@aws-appsync/utils' && ['util', 'runtime', 'extensions'].indexOf(p[1]) < 0 && /^[a-z]/.test(p[1])) {
          throw new Refused('UNSUPPORTED', JSON.stringify(p[1]) + ' is not exported by @aws-appsync/utils in labcloud', line);
        }
        return p[2] ? p[1] + ': ' + p[2] : p[1];
      });
      decl = 'const { ' + names.join(', ') + ' } = __m[' + JSON.stringify(mod) + '];';
    } else throw new Refused('UNSUPPORTED', 'Only named and namespace imports are supported (' + JSON.stringify(w) + ')', line);
    return decl + keepLines(all);
  });
  body = body.replace(/^([ \t]*)export\s+(default\s+)?(function|const|let|var)?(\s*)([A-Za-z_$][\w$]*)?/gm, (all, indent, dflt, kind, space, name, offset) => {
    if (dflt) throw new Refused('UNSUPPORTED', 'default exports are not supported: export named request and response functions', lineOf(body, offset));
    if (!kind || !name) return all;
    exportsMap[name] = name;
    return indent + kind + space + name;
  });
  body = body.replace(/^[ \t]*export\s*\{([^}]*)\}[ \t]*;?/gm, (all, list) => {
    for (const x of list.split(',').map(y => y.trim()).filter(Boolean)) {
      const p = /^([A-Za-z_$][\w$]*)(?:\s+as\s+([A-Za-z_$][\w$]*))?$/.exec(x);
      if (p) exportsMap[p[2] || p[1]] = p[1];
    }
    return keepLines(all);
  });
  if (/(^|[^.\w$])(import|export)\b/.test(skeleton(body))) {
    throw new Refused('UNSUPPORTED', 'Unsupported import or export form', lineOf(body, skeleton(body).search(/(^|[^.\w$])(import|export)\b/) + 1));
  }
  const ret = Object.keys(exportsMap).map(k => JSON.stringify(k) + ': ' + exportsMap[k]).join(', ');
  // a function body of its own (vm.compileFunction): the code cannot close it early and run at top level
  return '"use strict"; ' + body + '\n;return { ' + ret + ' };';
}

// after the library and the code, the context's intrinsics and global object are frozen: a call cannot
// leave state behind for the next call of the same code (only __io, the call's input, stays writable)
const FREEZE = new vm.Script(`(function () {
  'use strict';
  const seen = new Set();
  function deep(v) {
    if ((typeof v !== 'object' && typeof v !== 'function') || v === null || seen.has(v)) return;
    seen.add(v);
    try { Object.freeze(v); } catch (e) { return; } // objects V8 will not freeze (views with elements)
    for (const k of Reflect.ownKeys(v)) {
      const d = Object.getOwnPropertyDescriptor(v, k);
      if (d && 'value' in d) deep(d.value);
      if (d && d.get) deep(d.get);
    }
    deep(Object.getPrototypeOf(v));
  }
  const G = globalThis;
  for (const k of Reflect.ownKeys(G)) { if (k !== '__io') deep(G[k]); }
  deep(Object.getPrototypeOf([][Symbol.iterator]()));
  deep(Object.getPrototypeOf(''[Symbol.iterator]()));
  deep(Object.getPrototypeOf(new Map().entries()));
  deep(Object.getPrototypeOf(new Set().values()));
  // a vm global cannot be frozen: its properties are made read-only, and what a call adds is removed
  // before the next call
  const initial = new Set(Reflect.ownKeys(G));
  initial.add('__clean');
  const keys = Reflect.ownKeys, drop = Reflect.deleteProperty;
  Object.defineProperty(G, '__clean', { value: function () { for (const k of keys(G)) if (!initial.has(k)) drop(G, k); } });
  for (const k of initial) {
    const d = Object.getOwnPropertyDescriptor(G, k);
    if (d && d.configurable && 'value' in d) Object.defineProperty(G, k, { value: d.value, writable: false, enumerable: d.enumerable, configurable: false });
  }
})()`, { filename: 'labcloud-freeze.js' });
const RUN = new vm.Script('__clean(); __run(__io.input)', { filename: 'labcloud-run.js' });
function hostRandom(n) { return crypto.randomBytes(Math.min(Math.max(n | 0, 1), 64)).toString('hex'); }

// one ready context per code (most recently used kept): the library, the code and the freeze run once
const contexts = new Map();
const MAX_CONTEXTS = 64;
const MAX_OUTCOME_CHARS = 5 * 1024 * 1024;

function prepare(code, timeout) {
  let context = contexts.get(code);
  if (context) { contexts.delete(code); contexts.set(code, context); return context; }
  check(code);
  const body = transform(code);
  context = vm.createContext({}, { codeGeneration: { strings: false, wasm: false }, microtaskMode: 'afterEvaluate' });
  context.__hostRandom = hostRandom;
  library.runInContext(context, { timeout });
  try {
    context.__factory = vm.compileFunction(body, ['__m'], { parsingContext: context, filename: 'resolver.js' });
  } catch (e) {
    const at = /resolver\.js:(\d+)/.exec(String(e.stack));
    throw new Refused('PARSER_ERROR', e.name + ': ' + e.message, at ? +at[1] : null);
  }
  FREEZE.runInContext(context, { timeout });
  contexts.set(code, context);
  if (contexts.size > MAX_CONTEXTS) contexts.delete(contexts.keys().next().value);
  return context;
}

function evaluate(msg) {
  const timeout = msg.timeout_ms;
  try {
    const context = prepare(msg.code, timeout);
    if (msg.check) return '{"value":null}'; // parsed and checked: nothing run
    context.__io.input = JSON.stringify({ handler: msg.handler, context: msg.context, now_ms: msg.now_ms });
    const text = RUN.runInContext(context, { timeout });
    context.__io.input = null;
    if (typeof text !== 'string') throw new Refused('RUNTIME_ERROR', 'The resolver did not return a value');
    if (text.length > MAX_OUTCOME_CHARS) throw new Refused('RUNTIME_ERROR', 'The result, stash and logs of the call are larger than 5 MB');
    return text;
  } catch (e) {
    if (e instanceof Refused) throw e;
    if (e && e.code === 'ERR_SCRIPT_EXECUTION_TIMEOUT') {
      contexts.delete(msg.code); // stopped mid-call: its state is not trusted for the next one
      throw new Refused('TIMEOUT', 'Execution timed out after ' + timeout + ' ms');
    }
    const at = /resolver\.js:(\d+)/.exec(String(e && e.stack));
    throw new Refused('RUNTIME_ERROR', String(e && e.name ? e.name + ': ' + e.message : e), at ? +at[1] : null);
  }
}

const rl = readline.createInterface({ input: process.stdin, crlfDelay: Infinity });
rl.on('line', line => {
  let msg;
  try { msg = JSON.parse(line); } catch (e) { return; }
  if (msg.library) library = new vm.Script(msg.library, { filename: 'aws-appsync-utils.js' });
  let answer;
  try {
    // parsed and written again here: the line sent is always one JSON document, whatever the code did
    answer = JSON.stringify({ id: msg.id, ok: true, outcome: JSON.parse(evaluate(msg)) });
  } catch (e) {
    const r = e instanceof Refused ? e : new Refused('RUNTIME_ERROR', String(e && e.message || e));
    answer = JSON.stringify({ id: msg.id, ok: false, code: r.code, message: r.message, line: r.line });
  }
  process.stdout.write(answer + '\n');
});
rl.on('close', () => process.exit(0));
"""
