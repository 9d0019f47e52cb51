"""ARNs, paging, the catalog id check and the wire shapes of Glue's records (labcloud's keys start with ``_``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.glue import errors


def arn(ctx: RequestContext, path: str) -> str:
    return f"arn:aws:glue:{ctx.region}:{ctx.account_id}:{path}"


def public(doc: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in doc.items() if not k.startswith("_")}


def catalog(ctx: RequestContext, request: Any) -> str:
    """The CatalogId a request names (the account's own when absent); another account's is refused."""
    given = request.get("CatalogId")
    if given is not None and given != ctx.account_id:
        raise errors.unsupported(f"catalog {given}: only the account's own Data Catalog ({ctx.account_id})")
    return ctx.account_id


def page(
    items: list[Any], request: Any, most: int, key: str, bad: Callable[[str], AwsError] = errors.invalid
) -> dict[str, Any]:
    """One page of ``items`` from the request's NextToken (an offset) and MaxResults (1 to ``most``);
    ``bad``: the error of a malformed token or size (the operation's declared one)."""
    token = request.get("NextToken")
    if token and not str(token).isdigit():
        raise bad(f"Invalid NextToken: {token}")
    start = int(token) if token else 0
    size = request.get("MaxResults")
    size = most if size is None else int(size)
    if not 1 <= size <= most:
        raise bad(f"MaxResults must be between 1 and {most}")
    out: dict[str, Any] = {key: items[start : start + size]}
    if start + size < len(items):
        out["NextToken"] = str(start + size)
    return out


def lower_name(value: str, what: str) -> str:
    """Catalog names as Glue keeps them: lowercase; 1 to 255 characters."""
    if not value or len(value) > 255:
        raise errors.invalid(f"{what} must be 1 to 255 characters")
    return value.lower()


#: AttributesToGet values → the members they keep (Name always; what labcloud's catalog holds of the rest).
_ATTRIBUTES = {"NAME": "Name", "TABLE_TYPE": "TableType", "TARGET_DATABASE": "TargetDatabase"}


def projected(items: list[dict[str, Any]], wanted: list[str] | None) -> list[dict[str, Any]]:
    """GetDatabases'/GetTables' AttributesToGet: only those members (NAME must be among them, as AWS says)."""
    if wanted is None:
        return items
    if "NAME" not in wanted:
        raise errors.invalid("AttributesToGet must include NAME")
    keep = {_ATTRIBUTES[w] for w in wanted if w in _ATTRIBUTES}
    return [{k: v for k, v in item.items() if k in keep} for item in items]
