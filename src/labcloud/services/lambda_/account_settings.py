"""GetAccountSettings: Lambda's default quotas and the usage computed from the functions and layers that exist.

Usage is per account and region, as in Lambda: TotalCodeSize adds up the code of every function
version ($LATEST and published) and of every layer version; FunctionCount counts functions.
Unreserved concurrency is the account's 1,000 less what functions reserve, and less the
provisioned concurrency of functions that reserve none (theirs comes from the reservation).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from labcloud.context import RequestContext
from labcloud.services.lambda_.function_config import FunctionConfig
from labcloud.services.lambda_.repo import functions
from labcloud.services.lambda_.repo import layers as layer_rows
from labcloud.services.lambda_.state import LambdaState
from labcloud.store.db import Store

if TYPE_CHECKING:
    from labcloud.services.lambda_.api import (
        GetAccountSettingsRequest,
        GetAccountSettingsResponse,
    )


ACCOUNT_CONCURRENCY = 1000
MIN_UNRESERVED = 100
TOTAL_CODE_SIZE = 80_530_636_800  # 75 GB
CODE_SIZE_UNZIPPED = 262_144_000  # 250 MB
CODE_SIZE_ZIPPED = 52_428_800  # 50 MB


def unreserved(store: Store, account_id: str, region: str) -> int:
    reserved = functions.reserved_total(store, account_id, region)
    provisioned = functions.provisioned_without_reserved(store, account_id, region)
    return ACCOUNT_CONCURRENCY - reserved - provisioned


def _code_size(configs: list[FunctionConfig]) -> int:
    return sum(int(config.code_size or 0) for config in configs)


def get_account_settings(
    state: LambdaState, params: GetAccountSettingsRequest, ctx: RequestContext
) -> GetAccountSettingsResponse:
    store = state.store
    latest = functions.latest_configs(store, ctx.account_id, ctx.region)
    versions = functions.account_versions(store, ctx.account_id, ctx.region)
    layers = layer_rows.account_docs(store, ctx.account_id, ctx.region)
    layer_size = sum(int(doc["Content"]["CodeSize"]) for doc in layers)
    return {
        "AccountLimit": {
            "TotalCodeSize": TOTAL_CODE_SIZE,
            "CodeSizeUnzipped": CODE_SIZE_UNZIPPED,
            "CodeSizeZipped": CODE_SIZE_ZIPPED,
            "ConcurrentExecutions": ACCOUNT_CONCURRENCY,
            "UnreservedConcurrentExecutions": unreserved(store, ctx.account_id, ctx.region),
        },
        "AccountUsage": {
            "TotalCodeSize": _code_size(latest) + _code_size(versions) + layer_size,
            "FunctionCount": len(latest),
        },
    }
