"""The Data API's typed values: SqlParameters in (``stringValue``, ``longValue``... with typeHint) and
postgres's results out as Fields (``isNull``, ``booleanValue``, ``longValue``, ``doubleValue``,
``stringValue``, ``blobValue``, ``arrayValue``), column metadata and the JSON record format."""

from __future__ import annotations

import base64
import datetime
import decimal
import json
import uuid
from typing import Any

from labcloud.services.rds.data.errors import bad_request

#: postgres type oid → (type name, java.sql.Types code) for columnMetadata.
TYPES: dict[int, tuple[str, int]] = {
    16: ("bool", -7),
    17: ("bytea", -2),
    18: ("char", 1),
    19: ("name", 12),
    20: ("int8", -5),
    21: ("int2", 5),
    23: ("int4", 4),
    25: ("text", 12),
    26: ("oid", -5),
    114: ("json", 1111),
    700: ("float4", 7),
    701: ("float8", 8),
    1042: ("bpchar", 1),
    1043: ("varchar", 12),
    1082: ("date", 91),
    1083: ("time", 92),
    1114: ("timestamp", 93),
    1184: ("timestamptz", 93),
    1186: ("interval", 1111),
    1700: ("numeric", 2),
    2950: ("uuid", 1111),
    3802: ("jsonb", 1111),
    1000: ("_bool", 2003),
    1005: ("_int2", 2003),
    1007: ("_int4", 2003),
    1016: ("_int8", 2003),
    1009: ("_text", 2003),
    1015: ("_varchar", 2003),
    1021: ("_float4", 2003),
    1022: ("_float8", 2003),
    1231: ("_numeric", 2003),
}
_JSON_TYPES = {114, 3802}
MAX_PARAMETERS = 1000


def _hinted(value: str, hint: str | None) -> Any:
    if hint is None:
        return value
    try:
        if hint == "DATE":
            return datetime.date.fromisoformat(value)
        if hint == "TIME":
            return datetime.time.fromisoformat(value)
        if hint == "TIMESTAMP":
            return datetime.datetime.fromisoformat(value)
        if hint == "DECIMAL":
            return decimal.Decimal(value)
        if hint == "UUID":
            return uuid.UUID(value)
        if hint == "JSON":
            json.loads(value)
            return value
    except (ValueError, decimal.InvalidOperation):
        raise bad_request(f"Cannot parse {value!r} as {hint}") from None
    raise bad_request(f"Invalid typeHint: {hint}")


def parameters(given: list[dict[str, Any]] | None) -> dict[str, Any]:
    """SqlParameters as the driver's named parameters (``:name`` in the SQL)."""
    out: dict[str, Any] = {}
    if given and len(given) > MAX_PARAMETERS:
        raise bad_request(f"At most {MAX_PARAMETERS} parameters are accepted.")
    for param in given or []:
        name = param.get("name")
        if not name:
            raise bad_request("Each parameter needs a name.")
        value = param.get("value") or {}
        hint = param.get("typeHint")
        if len(value) != 1:
            raise bad_request(f"Parameter {name} must have exactly one value.")
        kind, raw = next(iter(value.items()))
        if kind == "isNull":
            out[name] = None
        elif kind == "stringValue":
            out[name] = _hinted(str(raw), hint)
        elif kind in ("longValue", "booleanValue", "doubleValue"):
            out[name] = raw
        elif kind == "blobValue":
            out[name] = bytes(raw)
        elif kind == "arrayValue":
            raise bad_request("Array parameters are not supported.")
        else:
            raise bad_request(f"Unsupported value type {kind} for parameter {name}.")
    return out


def _text(value: Any) -> str:
    if isinstance(value, datetime.datetime):
        if value.tzinfo is not None:
            value = value.astimezone(datetime.timezone.utc).replace(tzinfo=None)
        return value.isoformat(sep=" ", timespec="microseconds" if value.microsecond else "seconds")
    if isinstance(value, (datetime.date, datetime.time)):
        return value.isoformat()
    return str(value)


def field(value: Any, oid: int, decimals_as_numbers: bool) -> dict[str, Any]:
    """One result value as a Field."""
    if value is None:
        return {"isNull": True}
    if oid in _JSON_TYPES:
        return {"stringValue": json.dumps(value, separators=(",", ":"))}
    if isinstance(value, bool):
        return {"booleanValue": value}
    if isinstance(value, int):
        return {"longValue": value}
    if isinstance(value, float):
        return {"doubleValue": value}
    if isinstance(value, decimal.Decimal):
        if decimals_as_numbers:
            return (
                {"longValue": int(value)}
                if value == value.to_integral_value()
                else {"doubleValue": float(value)}
            )
        return {"stringValue": str(value)}
    if isinstance(value, (bytes, bytearray, memoryview)):
        return {"blobValue": bytes(value)}
    if isinstance(value, list):
        return {"arrayValue": array(value)}
    return {"stringValue": _text(value)}


def array(values: list[Any]) -> dict[str, Any]:
    items = [v for v in values if v is not None]
    if any(isinstance(v, list) for v in items):
        return {"arrayValues": [array(v if isinstance(v, list) else [v]) for v in values]}
    if items and all(isinstance(v, bool) for v in items):
        return {"booleanValues": values}
    if items and all(isinstance(v, int) and not isinstance(v, bool) for v in items):
        return {"longValues": values}
    if items and all(isinstance(v, float) for v in items):
        return {"doubleValues": values}
    return {"stringValues": [None if v is None else _text(v) for v in values]}


def metadata(columns: list[dict[str, Any]]) -> list[dict[str, Any]]:
    out = []
    for column in columns:
        oid = int(column.get("type_oid") or 0)
        name, code = TYPES.get(oid, ("unknown", 1111))
        modifier = int(column.get("type_modifier") or -1)
        precision, scale = 0, 0
        if oid == 1700 and modifier > 4:
            precision, scale = (modifier - 4) >> 16, (modifier - 4) & 0xFFFF
        elif oid in (1043, 1042) and modifier > 4:
            precision = modifier - 4
        out.append(
            {
                "name": str(column["name"]),
                "label": str(column["name"]),
                "typeName": name,
                "type": code,
                "nullable": 2,
                "isSigned": oid in (20, 21, 23, 700, 701, 1700),
                "isAutoIncrement": False,
                "isCaseSensitive": oid in (25, 1042, 1043),
                "isCurrency": False,
                "precision": precision,
                "scale": scale,
                "schemaName": "",
                "tableName": "",
                "arrayBaseColumnType": 0,
            }
        )
    return out


def _json_value(value: Any, oid: int) -> Any:
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    if oid in _JSON_TYPES:
        return json.dumps(value, separators=(",", ":"))
    if isinstance(value, decimal.Decimal):
        return float(value)
    if isinstance(value, (bytes, bytearray, memoryview)):
        return base64.b64encode(bytes(value)).decode()
    if isinstance(value, list):
        return [_json_value(v, 0) for v in value]
    return _text(value)


def formatted(rows: list[list[Any]], columns: list[dict[str, Any]]) -> str:
    """``formatRecordsAs: JSON``: the rows as a JSON array of objects keyed by column name."""
    names = [str(c["name"]) for c in columns]
    oids = [int(c.get("type_oid") or 0) for c in columns]
    return json.dumps(
        [{n: _json_value(v, o) for n, o, v in zip(names, oids, row, strict=True)} for row in rows],
        separators=(",", ":"),
    )
