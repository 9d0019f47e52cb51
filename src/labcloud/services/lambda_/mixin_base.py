"""Transitional: the base of the Lambda mixins not yet moved to modules taking :class:`LambdaState`.

Its record methods only delegate to :mod:`records`; it goes away with the last mixin.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence
from typing import Any, ClassVar

from labcloud.context import RequestContext
from labcloud.services.base import Provider
from labcloud.services.lambda_ import records
from labcloud.services.lambda_.core import SCHEMA, TABLES, Resolved
from labcloud.services.lambda_.state import LambdaState


class LambdaBase(Provider):
    """Tables and record access shared by the Lambda mixins."""

    service = "lambda"
    tables: ClassVar[Sequence[str]] = TABLES

    def schema(self) -> Sequence[str]:
        return SCHEMA

    state: LambdaState  # created by the provider; the mixins still being moved read it through these

    # -- records (see :mod:`records`) ---------------------------------------------------------

    def function_row(self, ctx: RequestContext, name: str) -> sqlite3.Row | None:
        return records.function_row(self.state, ctx, name)

    def require_function(self, ctx: RequestContext, function_name: str) -> tuple[str, sqlite3.Row]:
        return records.require_function(self.state, ctx, function_name)

    def resolve(self, ctx: RequestContext, function_name: str, qualifier: str | None = None) -> Resolved:
        return records.resolve(self.state, ctx, function_name, qualifier)

    def route(self, ctx: RequestContext, resolved: Resolved, draw: float) -> Resolved:
        return records.route(self.state, ctx, resolved, draw)

    def save_config(self, ctx: RequestContext, name: str, config: dict[str, Any]) -> None:
        records.save_config(self.state, ctx, name, config)

    def function_event(self, ctx: RequestContext, kind: str, config: dict[str, Any], **extra: Any) -> None:
        records.function_event(self.state, ctx, kind, config, **extra)
