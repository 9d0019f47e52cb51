"""The provider's function URL operations: thin mappings onto :mod:`url_configs` (which owns the logic)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from labcloud.context import RequestContext
from labcloud.services.base import Provider
from labcloud.services.lambda_ import url_configs
from labcloud.store.db import Migration


class UrlOps(Provider):
    """CreateFunctionUrlConfig … ListFunctionUrlConfigs, and the function URL table's migration."""

    def migrations(self) -> Sequence[Migration]:
        return (*super().migrations(), *url_configs.MIGRATIONS)

    def create_function_url_config(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return url_configs.create(self.store, ctx, params, self.settings.endpoint)

    def get_function_url_config(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return url_configs.get(self.store, ctx, params)

    def update_function_url_config(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return url_configs.update(self.store, ctx, params)

    def delete_function_url_config(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return url_configs.delete(self.store, ctx, params)

    def list_function_url_configs(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return url_configs.list_configs(self.store, ctx, params)
