"""The ``@aws-appsync/utils`` and ``@aws-appsync/utils/dynamodb`` modules, as JS run inside each evaluation's context.

The worker (``worker_source.py``) runs :data:`LIBRARY` in every fresh ``vm`` context before the resolver's
code, so every object the resolver can reach (``util``, ``runtime``, ``extensions``, the ``dynamodb``
helpers, ``console``, ``ctx``) belongs to that context's realm: no function of the worker itself is ever
handed to user code. ``Date.now()`` and ``new Date()`` read the call's clock value (labcloud's clock,
as ``util.time`` does). The library captures the worker's two primitives-only helpers (``__hostRandom``,
``__hostNow``) in its closure and deletes them from the global object before the resolver runs.
``__run(input)`` resets the call's state, builds ``ctx`` from the request's JSON, runs the module's body
(``__factory``, so module-level code runs afresh on each call) and the handler, and answers the outcome as
one JSON string (value, error, errors, stash, earlyReturn, logs, response headers).
"""

LIBRARY = r"""
(function () {
'use strict';
const G = globalThis;
const hostRandom = G.__hostRandom; // (n) -> hex string of n random bytes
delete G.__hostRandom;

// the current call's state, set afresh by each __run (a context serves many calls of one code)
let req = null;
let NOW = 0;
let logs = [];
let levels = [];
let errors = [];
let headers = {};
const MAX_LOGS = 1000;

// signals thrown by the library (user code may not throw; these unwind to __run)
function Signal(kind, payload) { this.kind = kind; this.payload = payload; }
function unsupported(what) { throw new Signal('unsupported', what); }

function randomBytes(n) {
  const hex = hostRandom(n);
  const out = [];
  for (let i = 0; i < hex.length; i += 2) out.push(parseInt(hex.substr(i, 2), 16));
  return out;
}
function hex(bytes) { return bytes.map(b => (b < 16 ? '0' : '') + b.toString(16)).join(''); }

// ---- console ---------------------------------------------------------------
function fmt(v) {
  if (typeof v === 'string') return v;
  if (v === undefined) return 'undefined';
  if (typeof v === 'function') return '[Function]';
  try { return JSON.stringify(v); } catch (e) { return String(v); }
}
function logger(level) {
  return function () {
    if (logs.length < MAX_LOGS) { logs.push(Array.prototype.map.call(arguments, fmt).join(' ')); levels.push(level); }
  };
}
const console = { log: logger('INFO'), info: logger('INFO'), warn: logger('WARN'), error: logger('ERROR'), debug: logger('DEBUG') };

// ---- base64 / utf-8 ----------------------------------------------------------
const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
function utf8(s) { return Array.from(unescape(encodeURIComponent(String(s))), c => c.charCodeAt(0)); }
function fromUtf8(bytes) { return decodeURIComponent(escape(String.fromCharCode.apply(null, bytes))); }
function base64Encode(s) {
  const b = utf8(s); let out = '';
  for (let i = 0; i < b.length; i += 3) {
    const n = (b[i] << 16) | ((b[i + 1] || 0) << 8) | (b[i + 2] || 0);
    out += B64[(n >> 18) & 63] + B64[(n >> 12) & 63] + (i + 1 < b.length ? B64[(n >> 6) & 63] : '=') + (i + 2 < b.length ? B64[n & 63] : '=');
  }
  return out;
}
function base64Decode(s) {
  const clean = String(s).replace(/[^A-Za-z0-9+/]/g, '');
  const bytes = [];
  for (let i = 0; i < clean.length; i += 4) {
    const n = (B64.indexOf(clean[i]) << 18) | (B64.indexOf(clean[i + 1]) << 12) | ((B64.indexOf(clean[i + 2]) & 63) << 6) | (B64.indexOf(clean[i + 3]) & 63);
    bytes.push((n >> 16) & 255);
    if (i + 2 < clean.length) bytes.push((n >> 8) & 255);
    if (i + 3 < clean.length) bytes.push(n & 255);
  }
  return fromUtf8(bytes);
}

// ---- ids -----------------------------------------------------------------------
function autoId() {
  const b = randomBytes(16);
  b[6] = (b[6] & 0x0f) | 0x40; b[8] = (b[8] & 0x3f) | 0x80;
  const h = hex(b);
  return h.slice(0, 8) + '-' + h.slice(8, 12) + '-' + h.slice(12, 16) + '-' + h.slice(16, 20) + '-' + h.slice(20);
}
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
function autoUlid() {
  let t = NOW, time = '';
  for (let i = 0; i < 10; i += 1) { time = CROCKFORD[t % 32] + time; t = Math.floor(t / 32); }
  const r = randomBytes(16).map(b => CROCKFORD[b % 32]).join('');
  return time + r;
}
const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
function autoKsuid() {
  const ts = Math.floor(NOW / 1000) - 1400000000;
  const bytes = [(ts >>> 24) & 255, (ts >>> 16) & 255, (ts >>> 8) & 255, ts & 255].concat(randomBytes(16));
  let n = BigInt('0x' + hex(bytes)), out = '';
  const base = BigInt(62);
  while (n > BigInt(0)) { out = BASE62[Number(n % base)] + out; n = n / base; }
  return out.padStart(27, '0');
}

// ---- errors --------------------------------------------------------------------
function error(message, type, data, info) {
  throw new Signal('error', { message: message === undefined ? null : String(message), type: type === undefined ? null : type, data: data === undefined ? null : data, info: info === undefined ? null : info });
}
function appendError(message, type, data, info) {
  errors.push({ message: message === undefined ? null : String(message), type: type === undefined ? null : type, data: data === undefined ? null : data, info: info === undefined ? null : info });
}
function unauthorized() {
  const i = req.context.info || {};
  const field = i.fieldName || 'field', parent = i.parentTypeName || 'type';
  throw new Signal('error', { message: 'Not Authorized to access ' + field + ' on type ' + parent, type: 'Unauthorized', data: null, info: null });
}

// ---- type checks -----------------------------------------------------------------
const isNull = v => v === null || v === undefined;
const isString = v => typeof v === 'string';
const isNumber = v => typeof v === 'number';
const isBoolean = v => typeof v === 'boolean';
const isList = v => Array.isArray(v);
const isMap = v => v !== null && typeof v === 'object' && !Array.isArray(v);
const isNullOrEmpty = v => isNull(v) || v === '' || (isList(v) && v.length === 0) || (isMap(v) && Object.keys(v).length === 0);
const isNullOrBlank = v => isNull(v) || (isString(v) && v.trim() === '');
function typeOf(v) {
  if (isNull(v)) return 'Null';
  if (isNumber(v)) return 'Number';
  if (isString(v)) return 'String';
  if (isBoolean(v)) return 'Boolean';
  if (isList(v)) return 'List';
  if (isMap(v)) return 'Map';
  return 'Object';
}
function authType() {
  const id = req.context.identity;
  if (isNull(id)) return 'API Key Authorization';
  if (!isNull(id.resolverContext)) return 'Lambda Authorization';
  if (!isNull(id.accountId) || !isNull(id.userArn)) return 'IAM Authorization';
  if (!isNull(id.issuer) && String(id.issuer).indexOf('cognito-idp') >= 0) return 'User Pool Authorization';
  return 'Open ID Connect Authorization';
}

// ---- strings ---------------------------------------------------------------------
function escapeJavaScript(s) {
  return String(s).replace(/[\\'"\n\r\t\b\f\u2028\u2029]/g, c => ({
    '\\': '\\\\', "'": "\\'", '"': '\\"', '\n': '\\n', '\r': '\\r', '\t': '\\t', '\b': '\\b', '\f': '\\f',
    '\u2028': '\\u2028', '\u2029': '\\u2029' })[c]);
}
// as Java's URLEncoder (form encoding): space is '+', only [A-Za-z0-9.*_-] kept
function urlEncode(s) {
  return encodeURIComponent(String(s)).replace(/[!'()~]/g, c => '%' + c.charCodeAt(0).toString(16).toUpperCase()).replace(/%20/g, '+');
}
function urlDecode(s) { return decodeURIComponent(String(s).replace(/\+/g, ' ')); }
function matches(pattern, data) { return new RegExp('^(?:' + pattern + ')$').test(String(data)); }

// ---- time (the clock is labcloud's, injected as now_ms) ------------------------------
function parts(ms, tz) {
  const zone = tz || 'UTC';
  let f;
  try {
    f = new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', weekday: 'short' });
  } catch (e) { error('Unknown time zone: ' + zone, 'InvalidTimeZone'); }
  const p = {};
  for (const x of f.formatToParts(new Date(ms))) p[x.type] = x.value;
  const asUtc = Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second);
  p.offsetMin = Math.round((asUtc - (ms - (((ms % 1000) + 1000) % 1000))) / 60000);
  p.ms = ((ms % 1000) + 1000) % 1000;
  return p;
}
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
function offsetText(min, colon) {
  if (min === 0 && colon === 'X') return 'Z';
  const sign = min < 0 ? '-' : '+'; const a = Math.abs(min);
  const hh = String(Math.floor(a / 60)).padStart(2, '0'), mm = String(a % 60).padStart(2, '0');
  return sign + hh + (colon ? ':' : '') + mm;
}
// Java DateTimeFormatter patterns: yyyy yy MMM MM M dd d HH H hh h mm ss SSS a EEE Z XXX, 'quoted'
function formatTime(ms, pattern, tz) {
  const p = parts(ms, tz);
  const H = +p.hour, h12 = H % 12 === 0 ? 12 : H % 12;
  const tokens = {
    yyyy: p.year, yy: p.year.slice(-2), MMM: MONTHS[+p.month - 1], MM: p.month, M: String(+p.month), dd: p.day,
    d: String(+p.day), HH: p.hour, H: String(H), hh: String(h12).padStart(2, '0'), h: String(h12), mm: p.minute,
    ss: p.second, SSS: String(p.ms).padStart(3, '0'), a: H < 12 ? 'AM' : 'PM', EEE: p.weekday,
    Z: offsetText(p.offsetMin, false), XXX: offsetText(p.offsetMin, 'X'), ZZ: offsetText(p.offsetMin, false),
  };
  return String(pattern).replace(/'([^']*)'|yyyy|yy|MMM|MM|M|dd|d|HH|H|hh|h|mm|ss|SSS|a|EEE|XXX|ZZ|Z/g,
    (m, quoted) => (quoted !== undefined ? quoted : tokens[m]));
}
function parseFormatted(text, pattern, tz) {
  const fields = [];
  const re = String(pattern).replace(/'([^']*)'|yyyy|MM|dd|HH|mm|ss|SSS|XXX|Z|[.*+?^${}()|[\]\\]/g, (m, quoted) => {
    if (quoted !== undefined) return quoted.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    if (m.length === 1 && m !== 'Z') return '\\' + m;
    fields.push(m);
    return { yyyy: '(\\d{4})', MM: '(\\d{2})', dd: '(\\d{2})', HH: '(\\d{2})', mm: '(\\d{2})', ss: '(\\d{2})', SSS: '(\\d{3})', XXX: '(Z|[+-]\\d{2}:\\d{2})', Z: '([+-]\\d{4})' }[m];
  });
  const found = new RegExp('^' + re + '$').exec(String(text));
  if (!found) error('Text ' + JSON.stringify(text) + ' could not be parsed with pattern ' + JSON.stringify(pattern), 'DateTimeParseException');
  const v = { yyyy: 1970, MM: 1, dd: 1, HH: 0, mm: 0, ss: 0, SSS: 0 };
  let offset = null;
  fields.forEach((f, i) => {
    const s = found[i + 1];
    if (f === 'XXX' || f === 'Z') offset = s === 'Z' ? 0 : (s[0] === '-' ? -1 : 1) * (parseInt(s.slice(1, 3), 10) * 60 + parseInt(s.slice(-2), 10));
    else v[f] = parseInt(s, 10);
  });
  const local = Date.UTC(v.yyyy, v.MM - 1, v.dd, v.HH, v.mm, v.ss, v.SSS);
  if (offset === null) offset = tz ? parts(local, tz).offsetMin : 0;
  return local - offset * 60000;
}
function parseISO8601(text) {
  const ms = Date.parse(String(text));
  if (Number.isNaN(ms)) error('Text ' + JSON.stringify(text) + ' could not be parsed as ISO 8601', 'DateTimeParseException');
  return ms;
}
const time = {
  nowISO8601: () => new Date(NOW).toISOString(),
  nowEpochSeconds: () => Math.floor(NOW / 1000),
  nowEpochMilliSeconds: () => NOW,
  nowFormatted: (pattern, tz) => formatTime(NOW, pattern, tz),
  parseFormattedToEpochMilliSeconds: (text, pattern, tz) => parseFormatted(text, pattern, tz),
  parseISO8601ToEpochMilliSeconds: text => parseISO8601(text),
  epochMilliSecondsToSeconds: ms => Math.floor(ms / 1000),
  epochMilliSecondsToISO8601: ms => new Date(ms).toISOString(),
  epochMilliSecondsToFormatted: (ms, pattern, tz) => formatTime(ms, pattern, tz),
};

// ---- DynamoDB typed values ----------------------------------------------------------
function toDynamoDB(v) {
  if (v === null || v === undefined) return { NULL: null }; // AppSync's typed value for null
  if (typeof v === 'string') return { S: v };
  if (typeof v === 'number') return { N: v };
  if (typeof v === 'boolean') return { BOOL: v };
  if (Array.isArray(v)) return { L: v.map(toDynamoDB) };
  if (typeof v === 'object') return { M: toMapValues(v) };
  error('Cannot convert ' + typeof v + ' to a DynamoDB value', 'TypeError');
}
function toMapValues(obj) {
  const out = {};
  for (const k of Object.keys(obj || {})) { if (obj[k] !== undefined) out[k] = toDynamoDB(obj[k]); }
  return out;
}
function toS3Object(key, bucket, region, version) {
  const s3 = { key: key, bucket: bucket, region: region };
  if (version !== undefined) s3.version = version;
  return { S: JSON.stringify({ s3: s3 }) };
}
function fromS3ObjectJson(s) { return JSON.parse(s).s3; }
const dynamodbUtil = {
  toDynamoDB, toMapValues, toS3Object, fromS3ObjectJson,
  toString: s => ({ S: s }), toStringSet: l => ({ SS: l }), toNumber: n => ({ N: n }), toNumberSet: l => ({ NS: l }),
  toBinary: b => ({ B: b }), toBinarySet: l => ({ BS: l }), toBoolean: b => ({ BOOL: b }), toNull: () => ({ NULL: null }),
  toList: l => ({ L: l.map(toDynamoDB) }), toMap: m => ({ M: toMapValues(m) }),
};

// ---- expressions (filter, condition, key condition, projection, update) -----------------
function Expr() { this.names = {}; this.values = {}; this.used = {}; }
Expr.prototype.name = function (field) {
  const parts = String(field).split('.');
  return parts.map(p => { const n = '#' + p.replace(/[^A-Za-z0-9_]/g, '_'); this.names[n] = p; return n; }).join('.');
};
Expr.prototype.value = function (field, op, v) {
  let n = ':' + String(field).replace(/[^A-Za-z0-9_]/g, '_') + '_' + op, k = n, i = 1;
  while (Object.prototype.hasOwnProperty.call(this.values, k)) { i += 1; k = n + '_' + i; }
  this.values[k] = toDynamoDB(v);
  return k;
};
Expr.prototype.doc = function (expression) {
  const d = { expression: expression };
  if (Object.keys(this.names).length) d.expressionNames = this.names;
  if (Object.keys(this.values).length) d.expressionValues = this.values;
  return d;
};
const COMPARE = { eq: '=', ne: '<>', lt: '<', le: '<=', gt: '>', ge: '>=' };
function fieldCondition(e, field, cond) {
  const name = e.name(field);
  const out = [];
  for (const op of Object.keys(cond)) {
    const v = cond[op];
    if (COMPARE[op]) out.push('(' + name + ' ' + COMPARE[op] + ' ' + e.value(field, op, v) + ')');
    else if (op === 'between') out.push('(' + name + ' BETWEEN ' + e.value(field, 'between_0', v[0]) + ' AND ' + e.value(field, 'between_1', v[1]) + ')');
    else if (op === 'beginsWith') out.push('(begins_with(' + name + ',' + e.value(field, op, v) + '))');
    else if (op === 'contains') out.push('(contains(' + name + ',' + e.value(field, op, v) + '))');
    else if (op === 'notContains') out.push('(NOT contains(' + name + ',' + e.value(field, op, v) + '))');
    else if (op === 'attributeExists') out.push('(' + (v ? 'attribute_exists' : 'attribute_not_exists') + '(' + name + '))');
    else if (op === 'attributeType') out.push('(attribute_type(' + name + ',' + e.value(field, op, v) + '))');
    else if (op === 'in') out.push('(' + name + ' IN (' + v.map((x, i) => e.value(field, 'in_' + i, x)).join(',') + '))');
    else if (op === 'size') { for (const sop of Object.keys(v)) out.push('(size(' + name + ') ' + COMPARE[sop] + ' ' + e.value(field, 'size_' + sop, v[sop]) + ')'); }
    else error('Unsupported operator ' + JSON.stringify(op) + ' for field ' + JSON.stringify(field), 'ValidationException');
  }
  return out.join(' AND ');
}
function condition(e, obj) {
  const out = [];
  for (const key of Object.keys(obj)) {
    const v = obj[key];
    if (key === 'and' || key === 'or') {
      const subs = (Array.isArray(v) ? v : [v]).map(x => condition(e, x)).filter(Boolean);
      if (subs.length) out.push('(' + subs.join(key === 'and' ? ' AND ' : ' OR ') + ')');
    } else if (key === 'not') {
      const subs = (Array.isArray(v) ? v : [v]).map(x => condition(e, x)).filter(Boolean);
      if (subs.length) out.push('(NOT ' + subs.join(' AND ') + ')');
    } else if (v !== null && typeof v === 'object') out.push(fieldCondition(e, key, v));
    else out.push(fieldCondition(e, key, { eq: v }));
  }
  return out.join(' AND ');
}
function conditionDoc(obj) {
  if (isNull(obj)) return null;
  const e = new Expr();
  const text = condition(e, obj);
  return text ? e.doc(text) : null;
}
function projectionDoc(fields) {
  if (isNull(fields) || !fields.length) return null;
  const e = new Expr();
  return e.doc(fields.map(f => e.name(f)).join(','));
}
const transform = {
  toDynamoDBFilterExpression: obj => JSON.stringify(conditionDoc(obj)),
  toDynamoDBConditionExpression: obj => JSON.stringify(conditionDoc(obj)),
  toSubscriptionFilter: () => unsupported('util.transform.toSubscriptionFilter (subscriptions filters)'),
  toElasticsearchQueryDSL: () => unsupported('util.transform.toElasticsearchQueryDSL (OpenSearch data sources)'),
};

// ---- util.http -----------------------------------------------------------------------
const HOP = ['host', 'content-length', 'connection', 'transfer-encoding', 'upgrade', 'keep-alive', 'te', 'trailer', 'proxy-authorization', 'proxy-authenticate'];
const http = {
  copyHeaders: h => { const out = {}; for (const k of Object.keys(h || {})) if (HOP.indexOf(k.toLowerCase()) < 0) out[k] = h[k]; return out; },
  addResponseHeader: (name, value) => { headers[String(name)] = value; },
  addResponseHeaders: obj => { for (const k of Object.keys(obj || {})) headers[k] = obj[k]; },
};

const util = {
  autoId, autoUlid, autoKsuid, error, appendError, unauthorized,
  isNull, isNullOrEmpty, isNullOrBlank, isString, isNumber, isBoolean, isList, isMap, typeOf, authType,
  defaultIfNull: (v, d) => (isNull(v) ? d : v),
  defaultIfNullOrEmpty: (v, d) => (isNullOrEmpty(v) ? d : v),
  defaultIfNullOrBlank: (v, d) => (isNullOrBlank(v) ? d : v),
  escapeJavaScript, urlEncode, urlDecode, base64Encode, base64Decode, matches,
  time,
  str: {
    toUpper: s => String(s).toUpperCase(),
    toLower: s => String(s).toLowerCase(),
    toReplace: (s, find, by) => String(s).split(String(find)).join(String(by)),
    normalize: (s, form) => String(s).normalize(String(form || 'NFC').toUpperCase()),
  },
  math: {
    roundNum: n => Math.round(n),
    minVal: (a, b) => Math.min(a, b),
    maxVal: (a, b) => Math.max(a, b),
    randomDouble: () => Math.random(),
    randomWithinRange: (lo, hi) => lo + Math.floor(Math.random() * (hi - lo + 1)),
  },
  transform, dynamodb: dynamodbUtil, http,
  xml: { toMap: () => unsupported('util.xml'), toJsonString: () => unsupported('util.xml') },
};
const runtime = { earlyReturn: obj => { throw new Signal('earlyReturn', obj === undefined ? null : obj); } };
const extensions = {};
for (const name of ['evictFromApiCache', 'setSubscriptionFilter', 'setSubscriptionInvalidationFilter', 'invalidateSubscriptions']) {
  extensions[name] = () => unsupported('extensions.' + name + ' (caching and enhanced subscriptions)');
}

// ---- @aws-appsync/utils/dynamodb ----------------------------------------------------------
function Op(kind, value, index) { this.op = kind; this.value = value; this.index = index; }
const operations = {
  add: v => new Op('add', v), addToSet: v => new Op('addToSet', v), append: v => new Op('append', v),
  decrement: by => new Op('decrement', by === undefined ? 1 : by), deleteFromSet: v => new Op('deleteFromSet', v),
  increment: by => new Op('increment', by === undefined ? 1 : by), prepend: v => new Op('prepend', v),
  remove: () => new Op('remove'), replace: v => new Op('replace', v), updateListItem: (v, i) => new Op('updateListItem', v, i),
};
function updateDoc(update) {
  const e = new Expr();
  const set = [], add = [], remove = [], del = [];
  for (const field of Object.keys(update || {})) {
    const v = update[field];
    const n = e.name(field);
    if (!(v instanceof Op)) { set.push(n + ' = ' + e.value(field, 'set', v)); continue; }
    if (v.op === 'replace') set.push(n + ' = ' + e.value(field, 'replace', v.value));
    else if (v.op === 'increment') set.push(n + ' = if_not_exists(' + n + ', ' + e.value(field, 'zero', 0) + ') + ' + e.value(field, 'increment', v.value));
    else if (v.op === 'decrement') set.push(n + ' = if_not_exists(' + n + ', ' + e.value(field, 'zero', 0) + ') - ' + e.value(field, 'decrement', v.value));
    else if (v.op === 'append') set.push(n + ' = list_append(if_not_exists(' + n + ', ' + e.value(field, 'empty', []) + '), ' + e.value(field, 'append', v.value) + ')');
    else if (v.op === 'prepend') set.push(n + ' = list_append(' + e.value(field, 'prepend', v.value) + ', if_not_exists(' + n + ', ' + e.value(field, 'empty', []) + '))');
    else if (v.op === 'updateListItem') set.push(n + '[' + Number(v.index) + '] = ' + e.value(field, 'item', v.value));
    else if (v.op === 'add') add.push(n + ' ' + e.value(field, 'add', v.value));
    else if (v.op === 'addToSet') { e.values[e.value(field, 'addToSet', null)] = setValue(v.value); add.push(n + ' ' + lastKey(e.values)); }
    else if (v.op === 'deleteFromSet') { e.values[e.value(field, 'deleteFromSet', null)] = setValue(v.value); del.push(n + ' ' + lastKey(e.values)); }
    else if (v.op === 'remove') remove.push(n);
  }
  const clauses = [];
  if (set.length) clauses.push('SET ' + set.join(', '));
  if (add.length) clauses.push('ADD ' + add.join(', '));
  if (remove.length) clauses.push('REMOVE ' + remove.join(', '));
  if (del.length) clauses.push('DELETE ' + del.join(', '));
  return e.doc(clauses.join(' '));
}
function lastKey(o) { const k = Object.keys(o); return k[k.length - 1]; }
function setValue(list) {
  const l = Array.isArray(list) ? list : [list];
  if (l.every(x => typeof x === 'number')) return { NS: l };
  return { SS: l.map(String) };
}
function keyValues(key) {
  if (isNull(key) || !isMap(key) || !Object.keys(key).length) error('A key is required', 'ValidationException');
  return toMapValues(key);
}
function withCommon(doc, payload) {
  const c = conditionDoc(payload.condition);
  if (c) doc.condition = c;
  if (!isNull(payload._version)) doc._version = payload._version;
  if (!isNull(payload.customPartitionKey)) doc.customPartitionKey = payload.customPartitionKey;
  if (!isNull(payload.populateIndexFields)) doc.populateIndexFields = payload.populateIndexFields;
  return doc;
}
function readCommon(doc, payload) {
  for (const k of ['index', 'limit', 'nextToken', 'consistentRead', 'select', 'scanIndexForward', 'segment', 'totalSegments']) {
    if (!isNull(payload[k])) doc[k] = payload[k];
  }
  const f = conditionDoc(payload.filter);
  if (f) doc.filter = f;
  const p = projectionDoc(payload.projection);
  if (p) doc.projection = p;
  return doc;
}
const ddb = {
  get: p => { const d = { operation: 'GetItem', key: keyValues(p.key) }; if (!isNull(p.consistentRead)) d.consistentRead = p.consistentRead; const pr = projectionDoc(p.projection); if (pr) d.projection = pr; return d; },
  put: p => {
    const item = Object.assign({}, p.item || {});
    for (const k of Object.keys(p.key || {})) delete item[k];
    return withCommon({ operation: 'PutItem', key: keyValues(p.key), attributeValues: toMapValues(item) }, p);
  },
  remove: p => withCommon({ operation: 'DeleteItem', key: keyValues(p.key) }, p),
  update: p => withCommon({ operation: 'UpdateItem', key: keyValues(p.key), update: updateDoc(p.update) }, p),
  query: p => {
    if (isNull(p.query) || !Object.keys(p.query).length) error('query requires a key condition', 'ValidationException');
    const e = new Expr();
    return readCommon({ operation: 'Query', query: e.doc(condition(e, p.query)) }, p);
  },
  scan: p => readCommon({ operation: 'Scan' }, p || {}),
  sync: () => unsupported('dynamodb sync (Delta Sync / conflict detection)'),
  operations,
};

// ---- the call ---------------------------------------------------------------------
G.__modules = Object.freeze({
  '@aws-appsync/utils': Object.freeze({ util, runtime, extensions }),
  '@aws-appsync/utils/dynamodb': Object.freeze(Object.assign({}, ddb)),
});
G.console = console;
// AppSync's runtime also offers util, runtime and extensions as globals: code that forgets the import runs
G.util = util; G.runtime = runtime; G.extensions = extensions;
// Date follows labcloud's clock too: Date.now() and new Date() read the call's now_ms
const RealDate = Date;
function ClockDate() {
  if (!new.target) return new RealDate(NOW).toString();
  return arguments.length ? Reflect.construct(RealDate, Array.from(arguments), new.target) : Reflect.construct(RealDate, [NOW], new.target);
}
ClockDate.prototype = RealDate.prototype;
ClockDate.now = () => NOW;
ClockDate.UTC = RealDate.UTC;
ClockDate.parse = RealDate.parse;
G.Date = ClockDate;

function jsonOf(v) { return v === undefined ? null : v; }
// the call's input slot: a plain data property that cannot be turned into an accessor
G.__io = Object.preventExtensions(Object.defineProperty({}, 'input', { value: null, writable: true, enumerable: true, configurable: false }));
G.__run = function (input) {
  req = JSON.parse(input);
  NOW = req.now_ms;
  logs = []; levels = []; errors = []; headers = {};
  const factory = G.__factory;
  const c = req.context || {};
  const args = c.arguments || c.args || {};
  const ctx = {
    arguments: args, args: args, source: jsonOf(c.source), identity: jsonOf(c.identity), stash: c.stash || {},
    prev: c.prev || { result: null }, result: jsonOf(c.result), error: jsonOf(c.error), info: c.info || {},
    request: c.request || { headers: {} }, env: c.env || {},
    events: c.events === undefined ? undefined : jsonOf(c.events), channel: c.channel,
  };
  const out = { value: null, error: null, errors: errors, stash: null, earlyReturn: false, logs: logs, levels: levels, headers: headers };
  try {
    const exported = factory(G.__modules);
    const fn = exported[req.handler];
    if (typeof fn !== 'function') {
      out.failure = { code: 'HANDLER_NOT_FOUND', message: 'The code does not export a ' + req.handler + ' function' };
    } else {
      const v = fn(ctx);
      if (v !== null && typeof v === 'object' && typeof v.then === 'function') {
        out.failure = { code: 'UNSUPPORTED', message: 'APPSYNC_JS does not support async functions or promises' };
      } else out.value = jsonOf(v);
    }
  } catch (e) {
    if (e instanceof Signal) {
      if (e.kind === 'error') out.error = e.payload;
      else if (e.kind === 'earlyReturn') { out.value = e.payload; out.earlyReturn = true; }
      else out.failure = { code: 'UNSUPPORTED', message: e.payload + ' is not supported by labcloud' };
    } else {
      const stack = String(e && e.stack || '');
      const at = /resolver\.js:(\d+):(\d+)/.exec(stack);
      out.failure = { code: 'RUNTIME_ERROR', message: (e && e.name ? e.name + ': ' : '') + String(e && e.message !== undefined ? e.message : e), line: at ? +at[1] : null, column: at ? +at[2] : null };
    }
  }
  out.stash = ctx.stash;
  return JSON.stringify(out);
};
})();
"""
