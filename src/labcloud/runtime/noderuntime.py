"""labcloud's small Node.js Lambda runtime loop, kept as JS source written out at start-up.

The loop loads ``file.export`` from the task root (CommonJS ``require``; async handlers and
callback handlers both work), polls the Runtime API over a kept-alive connection, and reports
errors shaped like the Node runtime's: ``errorType``, ``errorMessage``, ``trace``.
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
  const doc = { timestamp: new Date().toISOString(), level, requestId: requestId || undefined, message };
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

function reportError(kind, shape) {
  if (jsonLogs) {
    emit('ERROR', ['Invoke Error'], { errorType: shape.errorType, errorMessage: shape.errorMessage, stackTrace: shape.trace });
  } else {
    emit('ERROR', [`Invoke Error \t${JSON.stringify(shape)}`]);
  }
  const url = kind === 'init' ? '/2018-06-01/runtime/init/error' : `/2018-06-01/runtime/invocation/${requestId}/error`;
  return call('POST', url, JSON.stringify(shape), {
    'Content-Type': 'application/json',
    'Lambda-Runtime-Function-Error-Type': shape.errorType,
  });
}

class Fault extends Error {
  constructor(name, message) { super(message); this.name = name; }
}

function loadHandler(spec) {
  const dot = spec.lastIndexOf('.');
  if (dot < 1) throw new Fault('Runtime.MalformedHandlerName', `Bad handler ${spec}`);
  const modulePath = spec.slice(0, dot);
  const fnPath = spec.slice(dot + 1);
  let mod;
  try {
    mod = require(path.resolve(process.env.LAMBDA_TASK_ROOT, modulePath));
  } catch (e) {
    if (e && e.code === 'MODULE_NOT_FOUND') {
      // the handler's own file, or a module it requires (Lambda names that one: an SDK not installed)
      const own = String(e.message).includes(`'${path.resolve(process.env.LAMBDA_TASK_ROOT, modulePath)}'`);
      const message = own ? `Error: Cannot find module '${modulePath}'` : `Error: ${String(e.message).split('\n')[0]}`;
      throw new Fault('Runtime.ImportModuleError', message);
    }
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

async function main() {
  let fn;
  try {
    fn = loadHandler(process.argv[2]);
  } catch (e) {
    await reportError('init', errorShape(e));
    process.exit(1);
  }
  for (;;) {
    const next = await call('GET', '/2018-06-01/runtime/invocation/next');
    const h = next.headers;
    requestId = h['lambda-runtime-aws-request-id'];
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
