"""The members each RDS operation acts on or records; any other member given is refused by name (a
parameter labcloud would otherwise ignore), and list paging (``Marker``, ``MaxRecords`` 20-100)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from labcloud.services.rds.errors import invalid_value, unsupported


def only(request: Mapping[str, Any], operation: str, allowed: Iterable[str]) -> None:
    known = set(allowed)
    for member, value in request.items():
        if member not in known and value not in (None, [], {}, False):
            raise unsupported(f"{operation}'s {member} parameter")


def page(items: list[Any], request: Mapping[str, Any]) -> tuple[list[Any], str | None]:
    most = request.get("MaxRecords")
    if most is None:
        most = 100
    elif not 20 <= int(most) <= 100:
        raise invalid_value("Invalid value for MaxRecords. Must be between 20 and 100")
    start = 0
    marker = request.get("Marker")
    if marker:
        try:
            start = int(str(marker))
        except ValueError:
            raise invalid_value("The marker is not valid.") from None
        if start < 0 or start > len(items):
            raise invalid_value("The marker is not valid.")
    chunk = items[start : start + int(most)]
    after = start + int(most)
    return chunk, (str(after) if after < len(items) else None)


def tags(given: Iterable[Mapping[str, Any]] | None) -> list[dict[str, str]]:
    out: dict[str, str] = {}
    for tag in given or ():
        key = str(tag.get("Key") or "")
        if not key or key.lower().startswith(("aws:", "rds:")):
            raise invalid_value(f"Tag key '{key}' is invalid: it is empty or uses a reserved prefix.")
        out[key] = str(tag.get("Value") or "")
    if len(out) > 50:
        raise invalid_value("A resource can have at most 50 tags.")
    return [{"Key": k, "Value": v} for k, v in out.items()]


def filters(request: Mapping[str, Any], allowed: Iterable[str]) -> dict[str, set[str]]:
    known = set(allowed)
    out: dict[str, set[str]] = {}
    for item in request.get("Filters") or ():
        name = str(item.get("Name") or "")
        if name not in known:
            raise invalid_value(f"Unrecognized filter name: {name}.")
        out.setdefault(name, set()).update(str(v) for v in item.get("Values") or ())
    return out
