"""The error a resolver or handler raises for AppSync's answer (``$util.error``, ``util.error``, a failed data
source), kept apart from the VTL renderer so that code needing only the error (the APPSYNC_JS bridge, Events
API handlers) does not import ``airspeed``."""

from __future__ import annotations

from typing import Any


class ResolverError(Exception):
    """``$util.error`` (or a failed data source): the field's GraphQL error."""

    def __init__(
        self, message: str, error_type: str | None = None, data: Any = None, info: Any = None
    ) -> None:
        super().__init__(message)
        self.message, self.error_type, self.data, self.info = message, error_type, data, info
