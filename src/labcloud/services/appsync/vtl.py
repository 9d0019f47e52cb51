"""AppSync's VTL mapping templates, rendered by ``airspeed``: ``$ctx``/``$context`` (``args``/``arguments``,
``source``, ``identity``, ``stash``, ``prev.result``, ``result``, ``error``, ``info``, ``request``), and
``$util``/``$utils`` (JSON, ids, time, checks, ``error``/``appendError``, ``$util.dynamodb``...).
``#return`` ends a template early with a value; ``$util.error`` ends it with a GraphQL error."""

from __future__ import annotations

import base64
import json
import re
import time
import uuid
from datetime import datetime, timezone
from decimal import Decimal
from typing import Any
from urllib.parse import quote, unquote_plus

import airspeed

from labcloud import clock
from labcloud.services.appsync.resolver_error import ResolverError

_CACHE: dict[str, airspeed.Template] = {}

#: Java's methods of strings, maps and lists that AppSync templates call, added to what airspeed offers
#: (its table is the library's one: only methods that were missing, each as Java defines it).
_JAVA: dict[type, dict[str, Any]] = {
    str: {
        "toUpperCase": lambda self: self.upper(),
        "toLowerCase": lambda self: self.lower(),
        "trim": lambda self: self.strip(),
        "isEmpty": lambda self: not self,
        "endsWith": lambda self, suffix: self.endswith(suffix),
        "equals": lambda self, other: self == other,
        "indexOf": lambda self, part: self.find(part),
        "substring": lambda self, start, end=None: self[start:end],
        "split": lambda self, pattern: re.split(pattern, self),
        "replace": lambda self, old, new: self.replace(old, new),
    },
    dict: {
        "size": lambda self: len(self),
        "containsKey": lambda self, key: key in self,
        "get": lambda self, key: self.get(key),
        "remove": lambda self, key: self.pop(key, None),
        "values": lambda self: list(self.values()),
        "entrySet": lambda self: [{"key": k, "value": v} for k, v in self.items()],
    },
    list: {"isEmpty": lambda self: not self, "remove": lambda self, index: self.pop(index)},
}
for _kind, _methods in _JAVA.items():
    _known = airspeed.__additional_methods__.setdefault(_kind, {})
    for _name, _method in _methods.items():
        _known.setdefault(_name, _method)
_BARE_RETURN = re.compile(r"#return\b(?!\s*\()")


class TemplateError(Exception):
    """A template that does not parse or render (AppSync's ``MappingTemplate`` error)."""


class Returned(Exception):
    """``#return``: the template's value, ending it early."""

    def __init__(self, value: Any, given: bool) -> None:
        super().__init__("return")
        self.value, self.given = value, given


class _ReturnMacro:
    def execute_function(self, stream: Any, namespace: Any, args: list[Any], loader: Any) -> None:
        raise Returned(args[0] if args else None, bool(args))


def _json(value: Any) -> str:
    return json.dumps(value, separators=(",", ":"), default=_plain)


def _plain(value: Any) -> Any:
    if isinstance(value, Decimal):
        return int(value) if value == value.to_integral_value() else float(value)
    if isinstance(value, (set, tuple)):
        return list(value)
    return str(value)


def typed(value: Any) -> dict[str, Any]:
    """A value as a DynamoDB attribute value (``$util.dynamodb.toDynamoDB``)."""
    if value is None:
        return {"NULL": True}
    if isinstance(value, bool):
        return {"BOOL": value}
    if isinstance(value, (int, float, Decimal)):
        return {"N": str(value)}
    if isinstance(value, str):
        return {"S": value}
    if isinstance(value, dict):
        return {"M": {k: typed(v) for k, v in value.items()}}
    if isinstance(value, (list, tuple)):
        return {"L": [typed(v) for v in value]}
    return {"S": str(value)}


def untyped(value: dict[str, Any]) -> Any:
    """A DynamoDB attribute value as plain JSON (AppSync's results of DynamoDB operations)."""
    (kind, inner), *_ = value.items()
    if kind == "S" or kind == "B":
        return inner
    if kind == "N":
        number = Decimal(inner)
        return int(number) if number == number.to_integral_value() else float(number)
    if kind == "BOOL":
        return bool(inner)
    if kind == "NULL":
        return None
    if kind == "M":
        return {k: untyped(v) for k, v in inner.items()}
    if kind == "L":
        return [untyped(v) for v in inner]
    if kind == "SS" or kind == "BS":
        return list(inner)
    if kind == "NS":
        return [untyped({"N": n}) for n in inner]
    return inner


class DynamodbUtil:
    """``$util.dynamodb``."""

    def toDynamoDB(self, value: Any) -> dict[str, Any]:  # noqa: N802 - AppSync's names
        return typed(value)

    def toDynamoDBJson(self, value: Any) -> str:  # noqa: N802
        return _json(typed(value))

    def toMapValues(self, value: Any) -> dict[str, Any]:  # noqa: N802
        return {k: typed(v) for k, v in (value or {}).items()}

    def toMapValuesJson(self, value: Any) -> str:  # noqa: N802
        return _json(self.toMapValues(value))

    def toString(self, value: Any) -> dict[str, Any]:  # noqa: N802
        return {"S": str(value)}

    def toStringJson(self, value: Any) -> str:  # noqa: N802
        return _json({"S": str(value)})

    def toNumber(self, value: Any) -> dict[str, Any]:  # noqa: N802
        return {"N": str(value)}

    def toNumberJson(self, value: Any) -> str:  # noqa: N802
        return _json({"N": str(value)})

    def toList(self, value: Any) -> dict[str, Any]:  # noqa: N802
        return typed(list(value))

    def toListJson(self, value: Any) -> str:  # noqa: N802
        return _json(typed(list(value)))

    def toMap(self, value: Any) -> dict[str, Any]:  # noqa: N802
        return typed(dict(value))

    def toMapJson(self, value: Any) -> str:  # noqa: N802
        return _json(typed(dict(value)))


class TimeUtil:
    """``$util.time`` (on labcloud's clock)."""

    def nowISO8601(self) -> str:  # noqa: N802
        return (
            datetime.fromtimestamp(clock.now(), tz=timezone.utc)
            .isoformat(timespec="milliseconds")
            .replace("+00:00", "Z")
        )

    def nowEpochSeconds(self) -> int:  # noqa: N802
        return int(clock.now())

    def nowEpochMilliSeconds(self) -> int:  # noqa: N802
        return int(clock.now() * 1000)

    def nowFormatted(self, pattern: str, zone: str = "UTC") -> str:  # noqa: N802
        # Java's patterns: the common letters only
        out = str(pattern)
        now = time.gmtime(clock.now())
        for java, py in (
            ("yyyy", "%Y"),
            ("MM", "%m"),
            ("dd", "%d"),
            ("HH", "%H"),
            ("mm", "%M"),
            ("ss", "%S"),
        ):
            out = out.replace(java, py)
        return time.strftime(out, now)


class Util:
    """``$util`` (and ``$utils``)."""

    def __init__(self, errors: list[dict[str, Any]]) -> None:
        self._errors = errors
        self.dynamodb = DynamodbUtil()
        self.time = TimeUtil()

    def qr(self, *_: Any) -> str:
        return ""

    def quiet(self, *_: Any) -> str:
        return ""

    def toJson(self, value: Any) -> str:  # noqa: N802
        return _json(value)

    def parseJson(self, text: Any) -> Any:  # noqa: N802
        try:
            return json.loads(str(text))
        except ValueError:
            raise ResolverError("Unable to parse the JSON document.", "MappingTemplate") from None

    def autoId(self) -> str:  # noqa: N802
        return str(uuid.uuid4())

    def autoUlid(self) -> str:  # noqa: N802
        return uuid.uuid4().hex.upper()[:26]

    def error(self, message: Any, error_type: Any = None, data: Any = None, info: Any = None) -> None:
        raise ResolverError(str(message), None if error_type is None else str(error_type), data, info)

    def appendError(  # noqa: N802
        self, message: Any, error_type: Any = None, data: Any = None, info: Any = None
    ) -> str:
        self._errors.append(
            {"message": str(message), "errorType": error_type, "data": data, "errorInfo": info}
        )
        return ""

    def unauthorized(self) -> None:
        raise ResolverError("Not Authorized to access this field", "Unauthorized")

    def isNull(self, value: Any) -> bool:  # noqa: N802
        return value is None

    def isNullOrEmpty(self, value: Any) -> bool:  # noqa: N802
        return value is None or value == ""

    def isNullOrBlank(self, value: Any) -> bool:  # noqa: N802
        return value is None or str(value).strip() == ""

    def defaultIfNull(self, value: Any, default: Any) -> Any:  # noqa: N802
        return default if value is None else value

    def defaultIfNullOrEmpty(self, value: Any, default: Any) -> Any:  # noqa: N802
        return default if value is None or value == "" else value

    def isString(self, value: Any) -> bool:  # noqa: N802
        return isinstance(value, str)

    def isNumber(self, value: Any) -> bool:  # noqa: N802
        return isinstance(value, (int, float, Decimal)) and not isinstance(value, bool)

    def isBoolean(self, value: Any) -> bool:  # noqa: N802
        return isinstance(value, bool)

    def isList(self, value: Any) -> bool:  # noqa: N802
        return isinstance(value, list)

    def isMap(self, value: Any) -> bool:  # noqa: N802
        return isinstance(value, dict)

    def escapeJavaScript(self, text: Any) -> str:  # noqa: N802
        return json.dumps(str(text))[1:-1]

    def urlEncode(self, text: Any) -> str:  # noqa: N802
        return quote(str(text), safe="")

    def urlDecode(self, text: Any) -> str:  # noqa: N802
        return unquote_plus(str(text))

    def base64Encode(self, text: Any) -> str:  # noqa: N802
        return base64.b64encode(str(text).encode()).decode("ascii")

    def base64Decode(self, text: Any) -> str:  # noqa: N802
        return base64.b64decode(str(text)).decode("utf-8", errors="replace")


def render(template: str, context: dict[str, Any], errors: list[dict[str, Any]]) -> tuple[str, Any]:
    """The rendered text, or (``""``, value) after ``#return(value)``; ``("", None)`` with a value of
    None means ``#return`` without one. Raises ResolverError (``$util.error``) or TemplateError."""
    compiled = _CACHE.get(template)
    if compiled is None:
        try:
            compiled = airspeed.Template(_BARE_RETURN.sub("#return()", template))
        except Exception as exc:  # noqa: BLE001 - airspeed's syntax errors
            raise TemplateError(str(exc)) from None
        if len(_CACHE) < 1024:
            _CACHE[template] = compiled
    util = Util(errors)
    try:
        text = compiled.merge(
            {"util": util, "utils": util, "ctx": context, "context": context, "#return": _ReturnMacro()}
        )
    except Exception as exc:  # noqa: BLE001 - airspeed wraps what the template raised
        cause: BaseException | None = exc
        while cause is not None:
            if isinstance(cause, Returned):
                return "", Returned(cause.value, cause.given)
            if isinstance(cause, ResolverError):
                raise cause from None
            cause = cause.__cause__
        raise TemplateError(str(exc)) from None
    return str(text), None
