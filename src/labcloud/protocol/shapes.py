"""Shape-by-shape conversion of values between their wire form and their Python form.

Input: a decoded document (JSON object, or the tree built from query/REST parameters) is walked
against the operation's input shape. Blobs become ``bytes``, timestamps become aware ``datetime``
values, numbers are type-checked, and every constraint AWS checks before a service runs
(required members, lengths, ranges, enums, patterns) is collected into one validation error,
worded the way AWS's front end words it.

Output: providers return plain dicts; ``to_wire`` turns bytes and datetimes into each protocol's
form. Walks are skipped for shapes that hold no blob or timestamp (the common fast path).
"""

from __future__ import annotations

import base64
import binascii
import datetime as dt
import re
from collections.abc import Callable
from functools import cache, lru_cache
from typing import Any

from labcloud.errors import AwsError
from labcloud.http.dates import from_datetime
from labcloud.protocol.shape_model import ListShape, MapShape, Shape, StructureShape

UTC = dt.timezone.utc


@cache
def needs_walk(shape: Shape) -> bool:
    """True when values of this shape can hold blobs or timestamps (so must be converted)."""
    return _needs_walk(shape, set())


def _needs_walk(shape: Shape, seen: set[str]) -> bool:
    if shape.name in seen:
        return True  # recursive shapes (DynamoDB AttributeValue) may hold anything
    seen = seen | {shape.name}
    if shape.type_name in ("blob", "timestamp"):
        return True
    if isinstance(shape, StructureShape):
        return any(_needs_walk(m, seen) for m in shape.members.values())
    if isinstance(shape, ListShape):
        return _needs_walk(shape.member, seen)
    if isinstance(shape, MapShape):
        return _needs_walk(shape.value, seen)
    return False


@cache
def needs_json_walk(shape: Shape) -> bool:
    """True when a JSON document of this shape needs more than ``json_codec.dumps`` gives it.

    ``dumps`` already writes bytes as base64 and datetimes as epoch seconds (the json
    protocols' defaults), so only timestamps with another ``timestampFormat`` need the walk.
    """
    return _needs_json_walk(shape, set())


def _needs_json_walk(shape: Shape, seen: set[str]) -> bool:
    if shape.name in seen:
        return False
    seen = seen | {shape.name}
    if shape.type_name == "timestamp":
        return timestamp_format(shape, "unixTimestamp") != "unixTimestamp"
    if isinstance(shape, StructureShape):
        return any(_needs_json_walk(m, seen) for m in shape.members.values())
    if isinstance(shape, ListShape):
        return _needs_json_walk(shape.member, seen)
    if isinstance(shape, MapShape):
        return _needs_json_walk(shape.value, seen)
    return False


# --------------------------------------------------------------------------- timestamps


def parse_timestamp(value: Any) -> dt.datetime:
    if isinstance(value, dt.datetime):
        return value if value.tzinfo else value.replace(tzinfo=UTC)
    if isinstance(value, bool):
        raise ValueError("not a timestamp")
    if isinstance(value, int | float):
        return dt.datetime.fromtimestamp(float(value), UTC)
    text = str(value).strip()
    try:
        return dt.datetime.fromtimestamp(float(text), UTC)
    except ValueError:
        pass
    try:
        parsed = dt.datetime.fromisoformat(text.replace("Z", "+00:00"))
        return parsed if parsed.tzinfo else parsed.replace(tzinfo=UTC)
    except ValueError:
        pass
    from email.utils import parsedate_to_datetime  # RFC 822 input is rare: not imported at start-up

    return parsedate_to_datetime(text)


def as_datetime(value: Any) -> dt.datetime:
    """A provider's timestamp (datetime, or epoch seconds) as an aware datetime."""
    if isinstance(value, dt.datetime):
        return value if value.tzinfo else value.replace(tzinfo=UTC)
    return dt.datetime.fromtimestamp(float(value), UTC)


def format_timestamp(value: Any, fmt: str) -> Any:
    when = as_datetime(value)
    if fmt == "unixTimestamp":
        return round(when.timestamp(), 3)
    if fmt == "rfc822":
        return from_datetime(when)
    text = when.astimezone(UTC).isoformat(timespec="milliseconds")
    return text.replace("+00:00", "Z")


def timestamp_format(shape: Shape, default: str) -> str:
    return str(
        shape.serialization.get("timestampFormat")
        or getattr(shape, "metadata", {}).get("timestampFormat")
        or default
    )


# --------------------------------------------------------------------------- input


def _camel(name: str) -> str:
    return name[:1].lower() + name[1:] if name else name


def _show(value: Any) -> str:
    """A value as AWS's validation messages quote it: ``null`` bare, everything else in single
    quotes, lists and maps written the way the services' Java ``toString`` writes them (``'[]'``,
    ``'[a, b]'``, ``'{k=v}'``)."""
    if value is None:
        return "null"
    if isinstance(value, bytes):
        return "java.nio.HeapByteBuffer"
    return "'" + _java(value) + "'"


def _java(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, list):
        return "[" + ", ".join(_java(item) for item in value) + "]"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{key}={_java(item)}" for key, item in value.items()) + "}"
    return str(value)


#: Java character classes botocore's patterns use that Python's ``re`` spells differently.
JAVA_CLASSES = {r"\p{ASCII}": r"[\x00-\x7F]"}


#: A UTF-16 surrogate pair written as two escapes (``\uD800\uDC00``): Java reads it as one code point
#: beyond the BMP, Python's ``re`` as two characters (and ``\uD800\uDC00-\uDBFF\uDFFF`` as a reversed range).
SURROGATE_PAIR = re.compile(r"\\u(D[89AB][0-9A-F]{2})\\u(D[C-F][0-9A-F]{2})", re.IGNORECASE)


def _code_point(pair: re.Match[str]) -> str:
    high, low = int(pair[1], 16), int(pair[2], 16)
    return f"\\U{0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00):08X}"


#: A class escape before ``-`` in a set (``[\w-_]``): a literal hyphen to Java, a bad range to Python.
CLASS_BEFORE_HYPHEN = re.compile(r"(?<!\\)(\\[wdsWDS])-")


def python_pattern(pattern: str) -> str:
    for java, python in JAVA_CLASSES.items():
        pattern = pattern.replace(java, python)
    pattern = CLASS_BEFORE_HYPHEN.sub(r"\1\\-", pattern)
    return SURROGATE_PAIR.sub(_code_point, pattern)


#: A pattern made of the dot alone (``.*``, ``^.*$``, ``.+``, ``^.{1,256}$``): a model's way of saying
#: "any text" (of some length), never "one line".
_ANY_TEXT = re.compile(r"\^?\.(\*|\+|\{\d+(,\d*)?\})\$?")


def any_text(pattern: str) -> bool:
    """Whether ``pattern`` only says "any text": AWS takes multi-line values there (AppSync's mapping
    templates, EventBridge's and Pipes' descriptions), so its dot must match line ends too. Java's and
    ECMAScript's dot, like Python's, stop at a line end; the protocol layer and CloudFormation's
    schema check both compile such patterns with DOTALL."""
    return _ANY_TEXT.fullmatch(pattern) is not None


@lru_cache(maxsize=512)
def _regex(pattern: str) -> Any:
    if "\\p{" in pattern:  # Unicode property classes (SSM's tag keys): the ``regex`` package knows them
        import regex

        try:
            return regex.compile(pattern)
        except regex.error:
            return None
    try:
        flags = re.DOTALL if any_text(pattern) else 0
        return re.compile(python_pattern(pattern), flags)
    except re.error:
        return None


#: Where a value sits in the input, built as the walk descends and written out only for an error:
#: ``None`` at the top, else ``(parent, member name)``; a list item's name is its number n (from 1,
#: written ``<n>.member``: formatted only for an error, not for every item read), a map's ``key`` and
#: ``value``. Written, names are camel-cased and joined with dots (``a.1.member.b``).
Path = tuple[Any, str | int] | None


def path_text(path: Path) -> str:
    names: list[str] = []
    while path is not None:
        path, name = path
        names.append(f"{name}.member" if isinstance(name, int) else _camel(name))
    return ".".join(reversed(names))


class InputReader:
    """Converts and validates one operation's input, collecting AWS-style constraint errors.

    ``scalars_from_text`` is set for protocols whose values arrive as strings (query, REST
    headers and query strings): numbers and booleans are then parsed from text. ``native`` reads
    the parameters of an internal call (``hub.call``): values are Python's (a blob is bytes, never
    base64 text; a streaming blob passes as given) and members the model does not know are listed
    in ``unknown`` instead of being dropped unseen.
    """

    def __init__(
        self,
        *,
        check_constraints: bool = True,
        scalars_from_text: bool = False,
        native: bool = False,
        name_or_arn: dict[str, str] | None = None,
    ) -> None:
        self.errors: list[str] = []
        self.missing: list[str] = []
        self.unknown: list[str] = []
        self.native = native
        self.check_constraints = check_constraints
        self.scalars_from_text = scalars_from_text
        #: Bounded string shapes that hold a resource's name or its ARN (DynamoDB's ``TableArn``, 1 to
        #: 1024 characters): a value that is not an ARN is checked against the name's own shape instead
        #: (``TableName``: 3 to 255 characters of ``[a-zA-Z0-9_.-]``), as the service's front end does.
        self.name_or_arn = name_or_arn or {}
        self.type_error: str | None = None

    def read_structure(self, shape: StructureShape, value: Any, path: Path = None) -> dict[str, Any]:
        if not isinstance(value, dict):
            self._type("structure", path, value)
            return {}
        out: dict[str, Any] = {}
        members = shape.members
        for name in shape.required_members:
            if value.get(name) is None:
                self.missing.append(name)
                self._error(None, (path, name), "Member must not be null")
        read = self.read
        # a string with nothing to check but its type is taken as it is (what read() would answer)
        plain = shape.plain_string_members if self.check_constraints else shape.string_members
        for name, raw in value.items():
            member = members.get(name)
            if member is None or raw is None:
                if member is None and self.native:
                    self.unknown.append(name if path is None else f"{path_text(path)}.{name}")
                continue
            if type(raw) is str and name in plain:
                out[name] = raw
                continue
            out[name] = read(member, raw, (path, name))
        return out

    def read(self, shape: Shape, value: Any, path: Path) -> Any:
        kind = shape.type_name
        if kind == "string":
            if not isinstance(value, str):
                self._type("string", path, value)
                return value
            if self.check_constraints:
                if shape.bounds is not None:
                    if self.name_or_arn and shape.name in self.name_or_arn and not value.startswith("arn:"):
                        shape = shape.named(self.name_or_arn[shape.name])
                    self._length(shape, value, path)
                enum = shape.metadata.get("enum")
                if enum and value not in enum:
                    self._error(value, path, "Member must satisfy enum value set: [" + ", ".join(enum) + "]")
                pattern = shape.metadata.get("pattern")
                if pattern:
                    regex = _regex(pattern)
                    if regex is not None and regex.fullmatch(value) is None:
                        self._error(value, path, f"Member must satisfy regular expression pattern: {pattern}")
            return value
        if kind == "structure":
            assert isinstance(shape, StructureShape)
            if shape.metadata.get("document"):  # any JSON value (OpenSearch Serverless's indexSchema)
                return value
            return self.read_structure(shape, value, path)
        if kind == "list":
            assert isinstance(shape, ListShape)
            if not isinstance(value, list):
                self._type("list", path, value)
                return []
            if shape.bounds is not None:
                self._length(shape, value, path)
            member = shape.member
            if not needs_walk(member) and not self.check_constraints and not self.scalars_from_text:
                return value
            # (a list of structures, BatchWriteItem's requests: each item read without read()'s dispatch)
            read = self.read_structure if member.type_name == "structure" else self.read
            # AWS numbers list items from 1 in its messages: ``keySchema.1.member.keyType``.
            return [read(member, item, (path, index)) for index, item in enumerate(value, 1)]  # type: ignore[arg-type]
        if kind == "map":
            assert isinstance(shape, MapShape)
            if not isinstance(value, dict):
                self._type("map", path, value)
                return {}
            if shape.bounds is not None:
                self._length(shape, value, path)
            if not needs_walk(shape.value) and not self.check_constraints and not self.scalars_from_text:
                return value
            out = {}
            key_shape, value_shape = shape.key, shape.value
            key_path, value_path = (path, "key"), (path, "value")
            # A key with nothing to check but its type and length (DynamoDB's attribute names) is checked
            # here, and a structure value (an AttributeValue) read without read()'s dispatch: the same
            # checks and messages, without two calls per entry of every item.
            plain_key = self._length_only(key_shape)
            low, high = key_shape.bounds or (None, None)
            read_value = self.read_structure if value_shape.type_name == "structure" else self.read
            for key, item in value.items():
                if not plain_key or type(key) is not str:
                    self.read(key_shape, key, key_path)
                elif (low is not None and len(key) < low) or (high is not None and len(key) > high):
                    self._length(key_shape, key, key_path)
                out[key] = read_value(value_shape, item, value_path)  # type: ignore[arg-type]
            return out
        if kind in ("integer", "long", "double", "float"):
            return self._read_number(shape, value, path, integral=kind in ("integer", "long"))
        if kind == "boolean":
            if self.scalars_from_text and isinstance(value, str):
                if value.lower() in ("true", "false"):
                    return value.lower() == "true"
                self._type(kind, path, value)
                return None
            if not isinstance(value, bool):
                self._type(kind, path, value)
            return value
        if kind == "blob":
            if isinstance(value, bytes):
                data = value
            elif self.native:
                if shape.serialization.get("streaming") or isinstance(value, bytearray | memoryview):
                    return value
                self._type("blob", path, value)
                return b""
            elif isinstance(value, str):
                try:
                    data = base64.b64decode(value, validate=True)
                except (binascii.Error, ValueError):
                    self.type_error = f"Base64 encoded value expected at '{path_text(path)}'"
                    return b""
            else:
                self._type("blob", path, value)
                return b""
            if shape.bounds is not None:
                self._length(shape, data, path)
            return data
        if kind == "timestamp":
            try:
                return parse_timestamp(value)
            except (ValueError, TypeError, OverflowError):
                self._type("timestamp", path, value)
                return None
        return value

    def _read_number(self, shape: Shape, value: Any, path: Path, *, integral: bool) -> Any:
        """An integer/long (whole numbers only) or a double/float, from JSON or from text."""
        kind = shape.type_name
        if self.scalars_from_text and isinstance(value, str):
            try:
                value = int(value) if integral else float(value)
            except ValueError:
                self._type(kind, path, value)
                return None
        if isinstance(value, bool) or not isinstance(value, int | float):
            self._type(kind, path, value)
            return value
        if integral and isinstance(value, float):
            if not value.is_integer():
                self._type(kind, path, value)
                return value
            value = int(value)
        if integral and not -(2**63) <= value < 2**63:
            # no AWS service reads a whole number beyond a 64-bit long: a serialization error, never a
            # value passed on (SQLite cannot hold it)
            if self.type_error is None:
                self.type_error = f"Value {value} at '{path_text(path)}' is out of range for a 64-bit {kind}"
            return None
        if not integral and isinstance(value, int):
            try:
                value = float(value)
            except OverflowError:  # a whole number of hundreds of digits: beyond any double
                if self.type_error is None:
                    self.type_error = f"Value {value} at '{path_text(path)}' is out of range for a {kind}"
                return None
        if shape.bounds is not None:
            self._range(shape, value, path)
        return value if integral else float(value)

    # -- constraint helpers

    def _error(self, value: Any, path: Path, rule: str) -> None:
        self.errors.append(
            f"Value {_show(value)} at '{path_text(path)}' failed to satisfy constraint: {rule}"
        )

    def _type(self, expected: str, path: Path, value: Any) -> None:
        if self.type_error is None:
            self.type_error = f"Unexpected value type for '{path_text(path)}': expected {expected}, got {type(value).__name__}"

    def _length_only(self, shape: Shape) -> bool:
        """Whether a string of ``shape`` needs no check but its length (its bounds, if any): no enum, no
        pattern, no name-or-ARN alternative (what :meth:`read` would check, the length aside)."""
        return (
            shape.type_name == "string"
            and not shape.metadata.get("enum")
            and not shape.metadata.get("pattern")
            and not (shape.bounds is not None and self.check_constraints and shape.name in self.name_or_arn)
        )

    def _length(self, shape: Shape, value: Any, path: Path) -> None:
        if not self.check_constraints or shape.bounds is None:
            return
        low, high = shape.bounds
        size = len(value)
        if low is not None and size < low:
            self._error(value, path, f"Member must have length greater than or equal to {low}")
        if high is not None and size > high:
            self._error(value, path, f"Member must have length less than or equal to {high}")

    def _range(self, shape: Shape, value: float, path: Path) -> None:
        if not self.check_constraints or shape.bounds is None:
            return
        low, high = shape.bounds
        if low is not None and value < low:
            self._error(value, path, f"Member must have value greater than or equal to {low}")
        if high is not None and value > high:
            self._error(value, path, f"Member must have value less than or equal to {high}")

    def raise_if_invalid(self, validation_code: str, serialization_code: str) -> None:
        if self.type_error is not None:
            raise AwsError(serialization_code, self.type_error, status=400)
        if self.errors:
            count = len(self.errors)
            noun = "error" if count == 1 else "errors"
            raise AwsError(
                validation_code,
                f"{count} validation {noun} detected: " + "; ".join(self.errors),
                status=400,
            )


# --------------------------------------------------------------------------- output


def to_wire(shape: Shape | None, value: Any, timestamp_default: str, blob: Callable[[bytes], Any]) -> Any:
    """Convert a provider value to its JSON-document wire form along ``shape``."""
    if shape is None or value is None:
        return value
    kind = shape.type_name
    if kind == "structure":
        assert isinstance(shape, StructureShape)
        if not isinstance(value, dict):
            return value
        members = shape.members
        out = {}
        for name, item in value.items():
            if item is None:
                continue
            member = members.get(name)
            out[name] = to_wire(member, item, timestamp_default, blob) if member is not None else item
        return out
    if not needs_walk(shape):
        return value
    if kind == "list":
        assert isinstance(shape, ListShape)
        return [to_wire(shape.member, item, timestamp_default, blob) for item in value]
    if kind == "map":
        assert isinstance(shape, MapShape)
        return {k: to_wire(shape.value, v, timestamp_default, blob) for k, v in value.items()}
    if kind == "blob":
        return blob(value if isinstance(value, bytes) else str(value).encode())
    if kind == "timestamp":
        return format_timestamp(value, timestamp_format(shape, timestamp_default))
    return value


def b64(data: bytes) -> str:
    return base64.b64encode(data).decode("ascii")


# --------------------------------------------------------------------------- nested wire names


@cache
def renames(shape: Shape) -> bool:
    """True when a nested member of this shape travels under another name (apigatewayv2's ``apiId``)."""
    return _renames(shape, set())


def _renames(shape: Shape, seen: set[str]) -> bool:
    if shape.name in seen:
        return False
    seen = seen | {shape.name}
    if isinstance(shape, StructureShape):
        return any(m.serialization.get("name", n) != n or _renames(m, seen) for n, m in shape.members.items())
    if isinstance(shape, ListShape):
        return _renames(shape.member, seen)
    if isinstance(shape, MapShape):
        return _renames(shape.value, seen)
    return False


def wire_names(shape: Shape, value: Any, *, inbound: bool) -> Any:
    """``value`` with its nested members' names as they travel (``inbound``: from them to the model's)."""
    if isinstance(shape, StructureShape) and isinstance(value, dict):
        if inbound:
            by_wire = {m.serialization.get("name", n): (n, m) for n, m in shape.members.items()}
            return {
                by_wire[k][0] if k in by_wire else k: wire_names(by_wire[k][1], v, inbound=True)
                if k in by_wire
                else v
                for k, v in value.items()
            }
        out = {}
        for name, item in value.items():
            member = shape.members.get(name)
            if member is None:
                out[name] = item
            else:
                out[member.serialization.get("name", name)] = wire_names(member, item, inbound=False)
        return out
    if isinstance(shape, ListShape) and isinstance(value, list):
        return [wire_names(shape.member, item, inbound=inbound) for item in value]
    if isinstance(shape, MapShape) and isinstance(value, dict):
        return {k: wire_names(shape.value, v, inbound=inbound) for k, v in value.items()}
    return value
