"""labcloud's small Node.js Lambda runtime loop, kept as JS source written out at start-up.

The loop loads ``file.export`` from the task root in Lambda's order: ``file.js`` (``import``ed when the
nearest package.json says ``"type": "module"``, else ``require``d), ``file.mjs`` (``import``), ``file.cjs``,
then whatever ``require`` finds. ES modules may use top-level await, and their bare imports also resolve
from NODE_PATH (layers, the runtime's SDK) through a resolve hook, as Lambda's runtime finds them. Loading
failures are Lambda's: ``Runtime.ImportModuleError``, ``Runtime.HandlerNotFound``,
``Runtime.UserCodeSyntaxError``. Async handlers and callback handlers both work. The loop polls the Runtime API over a kept-alive connection, and reports
errors shaped like the Node runtime's: ``errorType``, ``errorMessage``, ``trace``.
Response streaming is AWS's: the global ``awslambda`` offers ``streamifyResponse(handler, {highWaterMark})``
and ``HttpResponseStream.from(stream, {statusCode, headers, cookies})``. A streaming handler gets
``(event, responseStream, context)``; its writes go to the Runtime API as they happen, in one chunked
POST with ``Lambda-Runtime-Function-Response-Mode: streaming`` (opened by the first write or the end, so
``setContentType`` works until then); ``HttpResponseStream.from`` writes its JSON metadata and 8 NUL bytes
before the first chunk. The handler must be async (else the invocation fails, as on AWS); the invocation
ends when the stream ends; an error the handler throws or rejects with is sent in the
``Lambda-Runtime-Function-Error-Type``/``-Body`` trailers of that POST.
``console.*`` lines are written as telemetry frames (``<ISO time>\\t<request id>\\tINFO\\t<msg>``)
so a multi-line message stays one log event; with ``AWS_LAMBDA_LOG_FORMAT=JSON`` each is one JSON
object (timestamp, level, requestId, message) and ``AWS_LAMBDA_LOG_LEVEL`` drops the less severe.
"""

SOURCE = r"""
'use strict';
const http = require('http');
const fs = require('fs');
const path = require('path');
const util = require('util');

const api = process.env.AWS_LAMBDA_RUNTIME_API;
const [host, port] = api.split(':');
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const telemetryFd = process.env._LAMBDA_TELEMETRY_LOG_FD ? parseInt(process.env._LAMBDA_TELEMETRY_LOG_FD, 10) : null;
delete process.env._LAMBDA_TELEMETRY_LOG_FD;
let requestId = '';
let tenantId;

const jsonLogs = (process.env.AWS_LAMBDA_LOG_FORMAT || '').toUpperCase() === 'JSON';
const ranks = { TRACE: 1, DEBUG: 2, INFO: 3, WARN: 4, ERROR: 5, FATAL: 6 };
const minRank = jsonLogs ? ranks[(process.env.AWS_LAMBDA_LOG_LEVEL || 'INFO').toUpperCase()] || 3 : 0;

function frame(level, text) {
  const body = Buffer.from(text, 'utf8');
  const header = Buffer.alloc(16);
  const types = { TRACE: 0x07, DEBUG: 0x0b, INFO: 0x0f, WARN: 0x13, ERROR: 0x17, FATAL: 0x1b };
  const type = (types[level] || 0x03) - (jsonLogs ? 1 : 0);  // the JSON frame types are one below
  header.writeUInt32BE((0xa55a0000 | type) >>> 0, 0);
  header.writeUInt32BE(body.length, 4);
  header.writeBigUInt64BE(BigInt(Date.now()) * 1000n, 8);
  fs.writeSync(telemetryFd, Buffer.concat([header, body]));
}

function jsonLine(level, message, error) {
  const doc = { timestamp: new Date().toISOString(), level, requestId: requestId || undefined, tenantId, message };
  if (error) Object.assign(doc, error);
  return JSON.stringify(doc) + '\n';
}

function emit(level, args, error) {
  if ((ranks[level] || 3) < minRank) return;
  let line;
  if (jsonLogs) {
    const only = args.length === 1 ? args[0] : undefined;
    const failure = error || (only instanceof Error
      ? { errorType: only.name, errorMessage: only.message, stackTrace: String(only.stack || '').split('\n') }
      : undefined);
    line = jsonLine(level, only instanceof Error ? only.message : util.format(...args), failure);
  } else {
    line = `${new Date().toISOString()}\t${requestId || 'undefined'}\t${level}\t${util.format(...args)}\n`;
  }
  if (telemetryFd !== null) frame(level, line);
  else process.stdout.write(line);
}
console.log = (...a) => emit('INFO', a);
console.info = (...a) => emit('INFO', a);
console.warn = (...a) => emit('WARN', a);
console.error = (...a) => emit('ERROR', a);
console.debug = (...a) => emit('DEBUG', a);
console.trace = (...a) => emit('TRACE', a);

function call(method, urlPath, body, headers) {
  return new Promise((resolve, reject) => {
    const req = http.request({ host, port, method, path: urlPath, agent, headers: headers || {} }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

function errorShape(err) {
  if (err instanceof Error) {
    return {
      errorType: err.name || 'Error',
      errorMessage: err.message,
      trace: String(err.stack || '').split('\n'),
    };
  }
  return { errorType: typeof err === 'string' ? 'string' : typeof err, errorMessage: String(err), trace: [] };
}

function logError(shape) {
  if (jsonLogs) {
    emit('ERROR', ['Invoke Error'], { errorType: shape.errorType, errorMessage: shape.errorMessage, stackTrace: shape.trace });
  } else {
    emit('ERROR', [`Invoke Error \t${JSON.stringify(shape)}`]);
  }
}

function reportError(kind, shape) {
  logError(shape);
  const url = kind === 'init' ? '/2018-06-01/runtime/init/error' : `/2018-06-01/runtime/invocation/${requestId}/error`;
  return call('POST', url, JSON.stringify(shape), {
    'Content-Type': 'application/json',
    'Lambda-Runtime-Function-Error-Type': shape.errorType,
  });
}

class Fault extends Error {
  constructor(name, message) { super(message); this.name = name; }
}

const STREAMING = Symbol.for('aws.lambda.runtime.handler.streaming');
const HIGH_WATER_MARK = Symbol.for('aws.lambda.runtime.handler.streaming.highWaterMark');
const PRELUDE_TYPE = 'application/vnd.awslambda.http-integration-response';
const { Writable } = require('stream');

// The responseStream a streaming handler writes to: one chunked POST to the Runtime API, opened lazily.
class ResponseStream extends Writable {
  constructor(id, highWaterMark) {
    super(highWaterMark ? { highWaterMark } : {});
    this._id = id;
    this._type = 'application/octet-stream';
    this._req = null;
    this._onBeforeFirstWrite = null;
    this.answered = new Promise((resolve, reject) => { this._answered = resolve; this._failed = reject; });
    this.answered.catch(() => {});
  }

  setContentType(type) {
    if (this._req) throw new Fault('Runtime.InvalidStreamingOperation', 'Cannot set content-type, too late.');
    this._type = String(type);
  }

  finished() {
    return require('stream/promises').finished(this);
  }

  _open(metadata = true) {
    if (this._req) return this._req;
    const req = http.request({
      host, port, method: 'POST', agent,
      path: `/2018-06-01/runtime/invocation/${this._id}/response`,
      headers: {
        'Content-Type': this._type,
        'Lambda-Runtime-Function-Response-Mode': 'streaming',
        'Transfer-Encoding': 'chunked',
        Trailer: 'Lambda-Runtime-Function-Error-Type, Lambda-Runtime-Function-Error-Body',
      },
    }, (res) => {
      res.resume();
      res.on('end', () => this._answered(res.statusCode));
    });
    req.on('error', (e) => this._failed(e));
    this._req = req;
    const before = this._onBeforeFirstWrite;
    this._onBeforeFirstWrite = null;
    if (metadata && typeof before === 'function') before((chunk) => req.write(chunk));
    return req;
  }

  _write(chunk, encoding, done) {
    this._open().write(chunk, encoding, done);
  }

  _final(done) {
    this._open().end();
    done();
  }

  // the handler failed: what was written stays sent, the error goes in the trailers
  fail(shape) {
    const req = this._open(false);  // no HttpResponseStream metadata for an answer that failed unwritten
    req.addTrailers({
      'Lambda-Runtime-Function-Error-Type': shape.errorType,
      'Lambda-Runtime-Function-Error-Body': Buffer.from(JSON.stringify(shape)).toString('base64'),
    });
    if (!req.writableEnded) req.end();
    return this.answered;
  }
}

class HttpResponseStream {
  static from(stream, prelude) {
    stream.setContentType(PRELUDE_TYPE);
    const metadata = JSON.stringify(prelude || {});
    stream._onBeforeFirstWrite = (write) => {
      write(metadata);
      write(Buffer.alloc(8));
    };
    return stream;
  }
}

globalThis.awslambda = {
  streamifyResponse(handler, options) {
    handler[STREAMING] = 'response';
    if (options && options.highWaterMark) handler[HIGH_WATER_MARK] = options.highWaterMark;
    return handler;
  },
  HttpResponseStream,
};

async function invokeStreaming(fn, event, context) {
  const stream = new ResponseStream(requestId, fn[HIGH_WATER_MARK]);
  try {
    const ended = new Promise((resolve, reject) => {
      stream.on('finish', resolve);
      stream.on('error', reject);
    });
    ended.catch(() => {});
    const ret = fn(event, stream, context);
    // AWS's runtime takes async handlers only, ignores what they resolve to, and ends the invocation with
    // the stream (a handler may end it after its promise settled)
    if (!ret || typeof ret.then !== 'function') throw 'Streaming does not support non-async handlers.';
    if ((await ret) !== undefined) console.warn('Streaming handlers ignore return values.');
    await ended;
  } catch (e) {
    const shape = errorShape(e);
    logError(shape);
    await stream.fail(shape);
    return;
  }
  const status = await stream.answered;
  if (status === 413) process.exit(1);  // the Runtime API refused the answer, as AWS's runtime exits
}

// Node.js resolves an ES module's bare `import` without NODE_PATH; Lambda still finds the runtime's SDK and
// the layers' modules. This resolve hook retries a bare specifier the default resolution missed from each
// NODE_PATH folder in order (layers, the SDK, the code), so `import '@aws-sdk/client-sqs'` works too.
const RESOLVE_HOOK = `
import path from 'node:path';
import { pathToFileURL } from 'node:url';
const folders = (process.env.NODE_PATH || '').split(':').filter(Boolean);
const bare = (s) => !/^(\\.{0,2}\\/|[a-zA-Z][a-zA-Z0-9+.-]*:)/.test(s);
export async function resolve(specifier, context, next) {
  try {
    return await next(specifier, context);
  } catch (first) {
    if (!first || first.code !== 'ERR_MODULE_NOT_FOUND' || !bare(specifier)) throw first;
    for (const folder of folders) {
      try {
        return await next(specifier, { ...context, parentURL: pathToFileURL(path.join(folder, '_')).href });
      } catch (e) {
        if (!e || e.code !== 'ERR_MODULE_NOT_FOUND') throw e;
      }
    }
    throw first;
  }
}
`;
let hooked = false;

function hookImports() {
  if (hooked) return;
  hooked = true;
  const mod = require('module');
  if (typeof mod.register === 'function') {  // Node.js 18.19 / 20.6 on
    mod.register('data:text/javascript,' + encodeURIComponent(RESOLVE_HOOK));
  }
}

function moduleType(file) {
  // the "type" of the nearest package.json, as Node.js decides how a .js file loads
  for (let dir = path.dirname(file); ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest)) {
      try {
        return JSON.parse(fs.readFileSync(manifest, 'utf8')).type === 'module' ? 'module' : 'commonjs';
      } catch (e) {
        return 'commonjs';
      }
    }
    if (path.dirname(dir) === dir) return 'commonjs';
  }
}

async function importFile(file) {
  hookImports();
  return import(require('url').pathToFileURL(file).href);
}

async function loadModule(base) {
  // Lambda's order: the .js file (an ES module under a package.json "type": "module"), then .mjs, then .cjs,
  // then whatever require() finds for the name (a folder with an index, a package)
  if (fs.existsSync(`${base}.js`)) {
    return moduleType(`${base}.js`) === 'module' ? importFile(`${base}.js`) : require(`${base}.js`);
  }
  if (fs.existsSync(`${base}.mjs`)) return importFile(`${base}.mjs`);
  if (fs.existsSync(`${base}.cjs`)) return require(`${base}.cjs`);
  return require(base);
}

async function loadHandler(spec) {
  const dot = spec.lastIndexOf('.');
  if (dot < 1) throw new Fault('Runtime.MalformedHandlerName', `Bad handler ${spec}`);
  const modulePath = spec.slice(0, dot);
  const fnPath = spec.slice(dot + 1);
  const base = path.resolve(process.env.LAMBDA_TASK_ROOT, modulePath);
  let mod;
  try {
    mod = await loadModule(base);
  } catch (e) {
    if (e && (e.code === 'MODULE_NOT_FOUND' || e.code === 'ERR_MODULE_NOT_FOUND')) {
      // the handler's own file, or a module it requires (Lambda names that one: an SDK not installed)
      const own = e.code === 'MODULE_NOT_FOUND' && String(e.message).includes(`'${base}'`);
      const message = own ? `Error: Cannot find module '${modulePath}'` : `Error: ${String(e.message).split('\n')[0]}`;
      throw new Fault('Runtime.ImportModuleError', message);
    }
    if (e instanceof SyntaxError) throw new Fault('Runtime.UserCodeSyntaxError', `${e.name}: ${e.message}`);
    throw e;
  }
  const fn = fnPath.split('.').reduce((o, k) => (o == null ? undefined : o[k]), mod);
  if (typeof fn !== 'function') {
    throw new Fault('Runtime.HandlerNotFound', `${spec} is undefined or not exported`);
  }
  return fn;
}

function invokeHandler(fn, event, context) {
  return new Promise((resolve, reject) => {
    let settled = false;
    const callback = (err, value) => {
      if (settled) return;
      settled = true;
      if (err) reject(err); else resolve(value);
    };
    try {
      const ret = fn(event, context, callback);
      if (ret && typeof ret.then === 'function') ret.then((v) => callback(null, v), (e) => callback(e || new Error('rejected')));
      else if (fn.length < 3) callback(null, ret);
    } catch (e) {
      callback(e);
    }
  });
}

// AWS's own custom resource handlers (the CDK's provider framework and singleton functions: auto-delete
// objects, log retention, AwsCustomResource, ...) answer CloudFormation with
// https.request({ hostname, path, method: 'PUT' }): port 443 of the ResponseURL's host, dropping its scheme
// and port, which on AWS are always https and 443. labcloud's ResponseURLs are plain HTTP on its endpoint,
// so an HTTPS request to the endpoint's host on 443 for a path under /_labcloud/ (those URLs, nothing else)
// is sent to the endpoint over HTTP, as the URL says.
function routeLabcloudUrls() {
  let target;
  try {
    target = new URL(process.env.AWS_ENDPOINT_URL || '');
  } catch (e) {
    return;
  }
  if (target.protocol !== 'http:') return;
  const https = require('https');
  const request = https.request;
  const rerouted = (args) => {
    let [first, second, third] = args;
    let options;
    if (typeof first === 'string' || first instanceof URL) {
      const url = new URL(String(first));
      options = { hostname: url.hostname, port: url.port, path: url.pathname + url.search };
      if (typeof second === 'object' && second !== null) options = { ...options, ...second };
      else third = second;
    } else if (typeof first === 'object' && first !== null) {
      options = { ...first };
      third = second;
    } else {
      return null;
    }
    const hostname = String(options.hostname || options.host || '').replace(/:\d+$/, '').replace(/^\[|\]$/g, '');
    const port = String(options.port || options.defaultPort || '443');
    const where = String(options.path || '/');
    if (hostname !== target.hostname.replace(/^\[|\]$/g, '') || port !== '443' || !where.startsWith('/_labcloud/')) {
      return null;
    }
    const plain = { ...options, protocol: 'http:', hostname: target.hostname, host: undefined, port: target.port || 80, agent: undefined };
    return http.request(plain, typeof third === 'function' ? third : undefined);
  };
  https.request = function (...args) {
    return rerouted(args) || request.apply(this, args);
  };
  https.get = function (...args) {
    const req = https.request(...args);
    req.end();
    return req;
  };
  require('module').syncBuiltinESMExports();
}
routeLabcloudUrls();

// RFC 6761 reserves localhost and every name under it for loopback, and labcloud's endpoints carry such
// names (<api-id>.execute-api.localhost); a resolver without that rule (glibc's files and dns) fails them,
// so a lookup of such a name answers 127.0.0.1, where labcloud listens (net, http, https and fetch alike).
function resolveLocalhost() {
  const dns = require('dns');
  const lookup = dns.lookup;
  dns.lookup = function (hostname, options, callback) {
    if (typeof options === 'function') {
      callback = options;
      options = {};
    } else if (typeof options === 'number') {
      options = { family: options };
    }
    const name = String(hostname || '').toLowerCase().replace(/\.$/, '');
    if (name.endsWith('.localhost') && typeof callback === 'function') {
      const all = options && options.all;
      process.nextTick(() => (all ? callback(null, [{ address: '127.0.0.1', family: 4 }]) : callback(null, '127.0.0.1', 4)));
      return {};
    }
    return lookup.call(this, hostname, options, callback);
  };
  require('module').syncBuiltinESMExports();
}
resolveLocalhost();

async function main() {
  let fn;
  try {
    fn = await loadHandler(process.argv[2]);
  } catch (e) {
    await reportError('init', errorShape(e));
    process.exit(1);
  }
  for (;;) {
    const next = await call('GET', '/2018-06-01/runtime/invocation/next');
    const h = next.headers;
    requestId = h['lambda-runtime-aws-request-id'];
    tenantId = h['lambda-runtime-aws-tenant-id'] || undefined;
    if (h['lambda-runtime-trace-id']) process.env._X_AMZN_TRACE_ID = h['lambda-runtime-trace-id'];
    const deadline = parseInt(h['lambda-runtime-deadline-ms'] || '0', 10);
    const context = {
      awsRequestId: requestId,
      invokedFunctionArn: h['lambda-runtime-invoked-function-arn'],
      functionName: process.env.AWS_LAMBDA_FUNCTION_NAME,
      functionVersion: process.env.AWS_LAMBDA_FUNCTION_VERSION,
      memoryLimitInMB: process.env.AWS_LAMBDA_FUNCTION_MEMORY_SIZE,
      logGroupName: process.env.AWS_LAMBDA_LOG_GROUP_NAME,
      logStreamName: process.env.AWS_LAMBDA_LOG_STREAM_NAME,
      tenantId,
      clientContext: h['lambda-runtime-client-context'] ? JSON.parse(h['lambda-runtime-client-context']) : undefined,
      identity: h['lambda-runtime-cognito-identity'] ? JSON.parse(h['lambda-runtime-cognito-identity']) : undefined,
      callbackWaitsForEmptyEventLoop: true,
      getRemainingTimeInMillis: () => Math.max(deadline - Date.now(), 0),
    };
    let event;
    try {
      event = next.body.length ? JSON.parse(next.body.toString('utf8')) : undefined;
    } catch (e) {
      await reportError('invoke', { errorType: 'Runtime.UnmarshalError', errorMessage: `Unable to parse event: ${e.message}`, trace: [] });
      continue;
    }
    if (fn[STREAMING] === 'response') {
      await invokeStreaming(fn, event, context);
      continue;
    }
    try {
      const value = await invokeHandler(fn, event, context);
      const body = value === undefined ? 'null' : JSON.stringify(value);
      await call('POST', `/2018-06-01/runtime/invocation/${requestId}/response`, body, { 'Content-Type': 'application/json' });
    } catch (e) {
      await reportError('invoke', errorShape(e));
    }
  }
}

main();
"""
