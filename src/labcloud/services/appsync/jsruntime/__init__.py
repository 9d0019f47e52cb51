"""The APPSYNC_JS resolver runtime: ``evaluate(code, handler, ctx)`` runs a resolver's or function's
``request``/``response`` in a confined node worker with AppSync's ``@aws-appsync/utils`` modules (docs/appsync-js.md)."""

from labcloud.services.appsync.jsruntime.outcome import JsOutcome, JsRuntimeError
from labcloud.services.appsync.jsruntime.pool import check, evaluate, shutdown

__all__ = ["JsOutcome", "JsRuntimeError", "check", "evaluate", "shutdown"]
