"""The data plane's errors in OpenSearch's JSON shape (``{"error": {"root_cause": [...], "type", "reason"},
"status"}``), and the 403 OpenSearch Serverless answers a caller its policies do not allow."""

from __future__ import annotations

import json
from typing import Any

from labcloud.protocol.wire import WireResponse


class SearchError(Exception):
    """An OpenSearch error: HTTP status, ``type`` and ``reason`` (and extra members of the cause)."""

    def __init__(
        self, status: int, kind: str, reason: str, *, root: list[dict[str, Any]] | None = None, **extra: Any
    ) -> None:
        super().__init__(f"{status} {kind}: {reason}")
        self.status, self.kind, self.reason, self.extra = status, kind, reason, extra
        #: The ``root_cause`` when it is not the error itself (a search phase failure names its cause).
        self.root = root

    def response_cause(self) -> dict[str, Any]:
        """The error member of a multi-item answer (``_mget``, ``_msearch``)."""
        cause = {"type": self.kind, "reason": self.reason, **self.extra}
        return {"root_cause": self.root or [cause], **cause}

    def response(self) -> WireResponse:
        body = {"error": self.response_cause(), "status": self.status}
        return json_response(self.status, body)


def json_response(status: int, body: Any, headers: list[tuple[str, str]] | None = None) -> WireResponse:
    return WireResponse(status, json.dumps(body).encode(), headers or [], "application/json; charset=UTF-8")


def forbidden(request_id: str, reason: str = "403 Forbidden") -> WireResponse:
    """AOSS's refusal: ``{"status": 403, "request-id": ..., "error": {"reason": ..., "type": "Forbidden"}}``."""
    body = {"status": 403, "request-id": request_id, "error": {"reason": reason, "type": "Forbidden"}}
    return json_response(403, body)


def bad_request(reason: str) -> SearchError:
    return SearchError(400, "illegal_argument_exception", reason)


def parsing(reason: str) -> SearchError:
    return SearchError(400, "parsing_exception", reason)


def unsupported(what: str) -> SearchError:
    """Something OpenSearch has that labcloud's data plane does not: named, never ignored."""
    return SearchError(
        400, "illegal_argument_exception", f"labcloud's OpenSearch Serverless does not support {what}"
    )


def no_index(name: str) -> SearchError:
    extra: dict[str, Any] = {"resource.type": "index_or_alias", "resource.id": name, "index_uuid": "_na_"}
    return SearchError(404, "index_not_found_exception", f"no such index [{name}]", index=name, **extra)


def mapper(reason: str) -> SearchError:
    return SearchError(400, "mapper_parsing_exception", reason)
