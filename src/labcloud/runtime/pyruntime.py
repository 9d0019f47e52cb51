"""labcloud's pure-Python Lambda runtime loop, used when awslambdaric's compiled client cannot load.

Run as a script inside a sandbox (``python -S -s pyruntime.py module.function``); it imports
nothing from labcloud. It speaks the Runtime API at ``AWS_LAMBDA_RUNTIME_API`` over one kept-alive
connection and reports errors in the same shapes as the official client: ``errorMessage``,
``errorType``, ``requestId``, ``stackTrace``; ``Runtime.ImportModuleError``,
``Runtime.HandlerNotFound``, ``Runtime.MalformedHandlerName`` at init. Log records are written
as telemetry frames to ``_LAMBDA_TELEMETRY_LOG_FD`` so a multi-line record stays one event.
"""

import http.client
import importlib
import json
import logging
import os
import sys
import time
import traceback

_FRAME_TEXT = {
    logging.NOTSET: 0xA55A0003,
    logging.DEBUG: 0xA55A000B,
    logging.INFO: 0xA55A000F,
    logging.WARNING: 0xA55A0013,
    logging.ERROR: 0xA55A0017,
    logging.CRITICAL: 0xA55A001B,
}
_FRAME_JSON = {level: frame - 1 for level, frame in _FRAME_TEXT.items()}
_REQUEST_ID = ""
_TENANT_ID = None
_JSON_LOGS = os.environ.get("AWS_LAMBDA_LOG_FORMAT", "").upper() == "JSON"
_LEVEL_NAMES = {"TRACE": "DEBUG", "WARN": "WARNING", "FATAL": "CRITICAL"}
_RECORD_FIELDS = set(vars(logging.LogRecord("", 0, "", 0, "", (), None))) | {
    "message",
    "aws_request_id",
    "tenant_id",
    "asctime",
}


class _Unbuffered:
    def __init__(self, stream):
        self.stream = stream

    def __getattr__(self, name):
        return getattr(self.stream, name)

    def write(self, msg):
        self.stream.write(msg)
        self.stream.flush()

    def writelines(self, msgs):
        self.stream.writelines(msgs)
        self.stream.flush()


class _Sink:
    def __init__(self):
        fd = os.environ.pop("_LAMBDA_TELEMETRY_LOG_FD", None)
        self.file = os.fdopen(int(fd), "wb", 0) if fd else None

    def log(self, msg, level=logging.NOTSET):
        if self.file is None:
            sys.stdout.write(msg)
            return
        data = msg.encode("utf-8")
        frames = _FRAME_JSON if _JSON_LOGS else _FRAME_TEXT
        frame_type = frames.get(level, frames[logging.NOTSET])
        header = frame_type.to_bytes(4, "big") + len(data).to_bytes(4, "big")
        self.file.write(header + (time.time_ns() // 1000).to_bytes(8, "big") + data)

    def log_error(self, lines):
        if _JSON_LOGS:
            self.log(lines[0] + "\n", logging.ERROR)
            return
        if self.file is None:
            sys.stdout.write("\r".join(lines) + "\n")
        else:
            self.log("\n".join(lines), logging.ERROR)


class _Handler(logging.Handler):
    def __init__(self, sink):
        super().__init__()
        self.sink = sink

    def emit(self, record):
        self.sink.log(self.format(record), min(50, max(0, record.levelno)) // 10 * 10)


class _RequestIdFilter(logging.Filter):
    def filter(self, record):
        record.aws_request_id = _REQUEST_ID
        record.tenant_id = _TENANT_ID
        return True


class _Api:
    def __init__(self, address):
        self.address = address
        self.conn = http.client.HTTPConnection(address)

    def call(self, method, path, body=None, headers=None):
        for attempt in (0, 1):
            try:
                self.conn.request(method, path, body=body, headers=headers or {})
                resp = self.conn.getresponse()
                return resp.status, dict(resp.getheaders()), resp.read()
            except (http.client.HTTPException, ConnectionError):
                self.conn.close()
                self.conn = http.client.HTTPConnection(self.address)
                if attempt:
                    raise
        raise AssertionError("unreachable")


def _make_error(message, error_type, stack, request_id=""):
    return {
        "errorMessage": message or "",
        "errorType": error_type or "",
        "requestId": request_id or "",
        "stackTrace": stack or [],
    }


class _JsonFormatter(logging.Formatter):
    """One JSON object per record: timestamp, level, message, logger, requestId (and the error's details)."""

    def format(self, record):
        level = min(50, max(0, record.levelno)) // 10 * 10
        document = {
            "timestamp": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(record.created)),
            "level": logging.getLevelName(level),
            "message": record.msg
            if isinstance(record.msg, dict) and not record.args
            else record.getMessage(),
            "logger": record.name,
        }
        if record.exc_info:
            document["errorType"] = record.exc_info[0].__name__
            document["errorMessage"] = str(record.exc_info[1])
            document["stackTrace"] = traceback.format_tb(record.exc_info[2])
            document["location"] = f"{record.pathname}:{record.funcName}:{record.lineno}"
        document["requestId"] = getattr(record, "aws_request_id", None) or None
        document["tenantId"] = getattr(record, "tenant_id", None)
        for key, value in vars(record).items():
            if key not in _RECORD_FIELDS and key not in document:
                document[key] = value
        document = {k: v for k, v in document.items() if v is not None}
        return json.dumps(document, ensure_ascii=False, default=str) + "\n"


def _log_error(sink, error):
    if _JSON_LOGS:
        document = {
            "timestamp": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
            "level": "ERROR",
            **error,
        }
        sink.log_error([json.dumps(document, ensure_ascii=False)])
        return
    lines = [
        "[ERROR] " + error["errorType"] + ": " + error["errorMessage"]
        if error["errorType"]
        else "[ERROR] " + error["errorMessage"]
    ]
    lines.append("Traceback (most recent call last):")
    for element in error["stackTrace"]:
        for line in element.splitlines():
            stripped = line.lstrip(" ")
            lines.append("\u00a0" * (len(line) - len(stripped)) + stripped)
    sink.log_error(lines)


class _Fault(Exception):
    def __init__(self, error_type, message, trace=None):
        super().__init__(message)
        self.error_type = error_type
        self.message = message
        self.trace = trace


def _load_handler(handler):
    try:
        modname, fname = handler.rsplit(".", 1)
    except ValueError as e:
        raise _Fault("Runtime.MalformedHandlerName", f"Bad handler '{handler}': {e}") from None
    if modname.split(".")[0] in sys.builtin_module_names:
        raise _Fault(
            "Runtime.BuiltInModuleConflict", f"Cannot use built-in module {modname} as a handler module"
        )
    try:
        module = importlib.import_module(modname.replace("/", "."))
    except ImportError as e:
        raise _Fault("Runtime.ImportModuleError", f"Unable to import module '{modname}': {e}") from None
    except SyntaxError as e:
        trace = [f'  File "{e.filename}" Line {e.lineno}\n    {e.text}']
        raise _Fault(
            "Runtime.UserCodeSyntaxError", f"Syntax error in module '{modname}': {e}", trace
        ) from None
    try:
        return getattr(module, fname)
    except AttributeError:
        raise _Fault("Runtime.HandlerNotFound", f"Handler '{fname}' missing on module '{modname}'") from None


def _user_frames(tb):
    frames = traceback.extract_tb(tb)
    for i, frame in enumerate(frames):
        if frame.filename != __file__:
            return traceback.format_list(frames[i:])
    return traceback.format_list(frames)


class _Identity:
    def __init__(self, data):
        data = data or {}
        self.cognito_identity_id = data.get("cognitoIdentityId")
        self.cognito_identity_pool_id = data.get("cognitoIdentityPoolId")


class _ClientContext:
    def __init__(self, data):
        self.client = data.get("client")
        self.custom = data.get("custom")
        self.env = data.get("env")


class Context:
    def __init__(self, request_id, deadline_ms, arn, client_context, identity, tenant_id=None):
        self.aws_request_id = request_id
        self.tenant_id = tenant_id
        self.invoked_function_arn = arn
        self.function_name = os.environ.get("AWS_LAMBDA_FUNCTION_NAME")
        self.function_version = os.environ.get("AWS_LAMBDA_FUNCTION_VERSION")
        self.memory_limit_in_mb = os.environ.get("AWS_LAMBDA_FUNCTION_MEMORY_SIZE")
        self.log_group_name = os.environ.get("AWS_LAMBDA_LOG_GROUP_NAME")
        self.log_stream_name = os.environ.get("AWS_LAMBDA_LOG_STREAM_NAME")
        self.client_context = _ClientContext(client_context) if client_context else None
        self.identity = _Identity(identity)
        self._deadline_ms = int(deadline_ms or 0)

    def get_remaining_time_in_millis(self):
        return max(self._deadline_ms - int(time.time() * 1000), 0)


def main(handler_name):
    global _REQUEST_ID, _TENANT_ID
    sys.stdout = _Unbuffered(sys.stdout)
    sys.stderr = _Unbuffered(sys.stderr)
    api = _Api(os.environ["AWS_LAMBDA_RUNTIME_API"])
    sink = _Sink()
    logging.Formatter.converter = time.gmtime
    handler = _Handler(sink)
    if _JSON_LOGS:
        handler.setFormatter(_JsonFormatter())
    else:
        handler.setFormatter(
            logging.Formatter(
                "[%(levelname)s]\t%(asctime)s.%(msecs)03dZ\t%(aws_request_id)s\t%(message)s\n",
                "%Y-%m-%dT%H:%M:%S",
            )
        )
    handler.addFilter(_RequestIdFilter())
    root = logging.getLogger()
    root.addHandler(handler)
    wanted = os.environ.get("AWS_LAMBDA_LOG_LEVEL", "").upper()
    wanted = _LEVEL_NAMES.get(wanted, wanted)
    if wanted in logging._nameToLevel:
        root.setLevel(wanted)
    try:
        function = _load_handler(handler_name)
        init_error = None
    except _Fault as fault:
        init_error = _make_error(fault.message, fault.error_type, fault.trace)
    except Exception:
        etype, value, tb = sys.exc_info()
        init_error = _make_error(str(value), etype.__name__, _user_frames(tb))
    if init_error is not None:
        _log_error(sink, init_error)
        api.call(
            "POST",
            "/2018-06-01/runtime/init/error",
            json.dumps(init_error).encode(),
            {"Lambda-Runtime-Function-Error-Type": init_error["errorType"]},
        )
        sys.exit(1)
    while True:
        _, headers, body = api.call("GET", "/2018-06-01/runtime/invocation/next")
        request_id = headers.get("Lambda-Runtime-Aws-Request-Id", "")
        _REQUEST_ID = request_id
        _TENANT_ID = headers.get("Lambda-Runtime-Aws-Tenant-Id")
        trace_id = headers.get("Lambda-Runtime-Trace-Id")
        if trace_id:
            os.environ["_X_AMZN_TRACE_ID"] = trace_id
        else:
            os.environ.pop("_X_AMZN_TRACE_ID", None)
        error = None
        try:
            client_context = headers.get("Lambda-Runtime-Client-Context")
            identity = headers.get("Lambda-Runtime-Cognito-Identity")
            try:
                client_context = json.loads(client_context) if client_context else None
                identity = json.loads(identity) if identity else None
            except ValueError as e:
                raise _Fault(
                    "Runtime.LambdaContextUnmarshalError", f"Unable to parse Client Context JSON: {e}"
                ) from None
            context = Context(
                request_id,
                headers.get("Lambda-Runtime-Deadline-Ms"),
                headers.get("Lambda-Runtime-Invoked-Function-Arn"),
                client_context,
                identity,
                _TENANT_ID,
            )
            try:
                event = json.loads(body) if body else None
            except ValueError as e:
                raise _Fault("Runtime.UnmarshalError", f"Unable to unmarshal input: {e}") from None
            response = function(event, context)
            if isinstance(response, bytes):
                result = response
            else:
                try:
                    result = json.dumps(response, ensure_ascii=False).encode("utf-8")
                except (TypeError, ValueError) as e:
                    raise _Fault("Runtime.MarshalError", f"Unable to marshal response: {e}") from None
        except _Fault as fault:
            error = _make_error(fault.message, fault.error_type, fault.trace, request_id)
        except Exception:
            etype, value, tb = sys.exc_info()
            error = _make_error(str(value), etype.__name__, _user_frames(tb), request_id)
        if error is not None:
            _log_error(sink, error)
            api.call(
                "POST",
                f"/2018-06-01/runtime/invocation/{request_id}/error",
                json.dumps(error, ensure_ascii=False).encode("utf-8"),
                {
                    "Lambda-Runtime-Function-Error-Type": error["errorType"],
                    "Content-Type": "application/json",
                },
            )
        else:
            api.call("POST", f"/2018-06-01/runtime/invocation/{request_id}/response", result)


if __name__ == "__main__":
    if len(sys.argv) < 2:
        sys.exit("usage: pyruntime.py module.function")
    import pyboot  # beside this script: *.localhost names resolve to loopback

    pyboot.resolve_localhost()
    main(sys.argv[1])
