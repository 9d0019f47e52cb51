"""What API Gateway offers the rest of labcloud on the hub (``hub.offer``/``hub.interface``).

The app hands requests for an invoke URL (``protocol/execute_api.py`` tells which) to
:class:`ExecuteApi`, a front door whose contract the core defines (``labcloud/front_doors.py``), and
requests to custom domain names are mapped to an API and stage by :class:`CustomDomains`;
WebSocket APIs check API keys against usage plans through :class:`ApiKeys`.
Nothing outside this package touches API Gateway's tables.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from labcloud.front_doors import CustomDomains, ExecuteApi

__all__ = ["ApiKeys", "CustomDomains", "ExecuteApi", "KeyVerdict"]


@dataclass(frozen=True, slots=True)
class KeyVerdict:
    """An API key's admission for one request: ``status`` None when admitted (then ``key_id``), else
    AWS's status, message and ``x-amzn-ErrorType`` (403 Forbidden, 429 Too Many Requests / Limit Exceeded)."""

    status: int | None
    message: str = ""
    error_type: str = ""
    key_id: str | None = None


class ApiKeys(Protocol):
    """API keys and usage plans (REST's) for other API kinds: WebSocket APIs' ``ApiKeyRequired`` routes."""

    def admit(self, account_id: str, region: str, api_id: str, stage: str, value: str | None) -> KeyVerdict:
        """Whether the key ``value`` may make one request to the stage now (an admitted request is counted)."""
        ...
