"""Ids, ARNs, paging and the wire shapes of AppConfig's resources (labcloud's own keys start with ``_``)."""

from __future__ import annotations

import secrets
import string
from typing import Any

from labcloud.context import RequestContext
from labcloud.services.appconfig import errors

_ALPHABET = string.ascii_lowercase + string.digits
#: Most results a List operation answers in one page (AWS's MaxResults: 1 to 50, default 50).
PAGE = 50


def new_id() -> str:
    """An id as AWS draws them: 7 lowercase letters and digits (pattern ``[a-z0-9]{4,7}``)."""
    return "".join(secrets.choice(_ALPHABET) for _ in range(7))


def arn(ctx: RequestContext, path: str) -> str:
    return f"arn:aws:appconfig:{ctx.region}:{ctx.account_id}:{path}"


def public(doc: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in doc.items() if not k.startswith("_")}


def page(items: list[dict[str, Any]], request: Any) -> dict[str, Any]:
    """One page of ``items`` from the request's NextToken (an offset) and MaxResults."""
    token = request.get("NextToken")
    if token is not None and not str(token).isdigit():
        raise errors.bad_request(f"Invalid NextToken: {token}")
    start = int(token) if token else 0
    most = int(request.get("MaxResults") or PAGE)
    if not 1 <= most <= PAGE:
        raise errors.bad_request(f"MaxResults must be between 1 and {PAGE}")
    out: dict[str, Any] = {"Items": items[start : start + most]}
    if start + most < len(items):
        out["NextToken"] = str(start + most)
    return out


def described(text: str | None, what: str = "Description", most: int = 1024) -> str | None:
    if text is not None and len(text) > most:
        raise errors.bad_request(f"{what} must be at most {most} characters")
    return text


def deletion_check(request: Any) -> None:
    """Deletion protection is off in labcloud's account settings: ACCOUNT_DEFAULT and BYPASS delete;
    APPLY (run the check anyway) is refused by name, as labcloud does not track recent retrievals."""
    if request.get("DeletionProtectionCheck") == "APPLY":
        raise errors.unsupported("DeletionProtectionCheck APPLY: labcloud does not track recent retrievals")
