"""What one evaluation of APPSYNC_JS code answers: :class:`JsOutcome`, or a :class:`JsRuntimeError` raised."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

#: The codes of :class:`JsRuntimeError` (the caller answers each as AppSync's ``BadRequestException`` with
#: a ``CODE_ERROR`` reason, or as a GraphQL error of that ``errorType`` during a request).
PARSER_ERROR = "PARSER_ERROR"  # the code does not parse (or a malformed import)
UNSUPPORTED = "UNSUPPORTED"  # a statement, module or utility APPSYNC_JS (or labcloud) does not offer
RUNTIME_ERROR = "RUNTIME_ERROR"  # the code raised (TypeError, ReferenceError, stack overflow...)
TIMEOUT = "TIMEOUT"  # the call ran past its time (the worker is stopped and replaced if it hung)
HANDLER_NOT_FOUND = "HANDLER_NOT_FOUND"  # no exported ``request``/``response`` function
CODE_TOO_LARGE = "CODE_TOO_LARGE"  # more than AppSync's 32 KB of code
WORKER_FAILED = "WORKER_FAILED"  # node is missing, or the worker died during the call (out of memory)


class JsRuntimeError(Exception):
    """The code could not be evaluated; ``code`` is one of the constants above, ``line`` 1-based when known."""

    def __init__(self, code: str, message: str, line: int | None = None, column: int | None = None) -> None:
        super().__init__(f"{code}: {message}")
        self.code = code
        self.message = message
        self.line = line
        self.column = column

    def code_error(self) -> dict[str, Any]:
        """AppSync's ``CodeError`` (``BadRequestException.detail.codeErrors``, ``EvaluateCode``'s
        ``error.codeErrors``): the code as ``errorType``, the message as ``value``, where when known."""
        location = {"line": self.line or 0, "column": self.column or 0, "span": 0}
        return {"errorType": self.code, "value": self.message, "location": location}


@dataclass(frozen=True)
class JsOutcome:
    """A finished call: its returned value, the errors it raised or appended, the stash after it, its logs."""

    value: Any
    error: dict[str, Any] | None
    errors: list[dict[str, Any]]
    stash: dict[str, Any]
    early_return: bool
    logs: list[str]
    #: headers set by ``util.http.addResponseHeader(s)`` (for the GraphQL response)
    response_headers: dict[str, Any] = field(default_factory=dict)
    #: each log line's level (``console.log``/``info`` INFO, ``warn`` WARN, ``error`` ERROR, ``debug`` DEBUG)
    levels: list[str] = field(default_factory=list)
