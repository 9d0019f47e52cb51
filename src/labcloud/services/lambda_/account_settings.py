"""GetAccountSettings: Lambda's default quotas and the usage computed from the functions and layers that exist.

Usage is per account and region, as in Lambda: TotalCodeSize adds up the code of every function
version ($LATEST and published) and of every layer version; FunctionCount counts functions.
Unreserved concurrency is the account's 1,000 less what functions reserve, and less the
provisioned concurrency of functions that reserve none (theirs comes from the reservation).
"""

from __future__ import annotations

import json
from typing import Any

from labcloud.context import RequestContext
from labcloud.store.db import Store

ACCOUNT_CONCURRENCY = 1000
MIN_UNRESERVED = 100
TOTAL_CODE_SIZE = 80_530_636_800  # 75 GB
CODE_SIZE_UNZIPPED = 262_144_000  # 250 MB
CODE_SIZE_ZIPPED = 52_428_800  # 50 MB


def unreserved(store: Store, account_id: str, region: str) -> int:
    key = (account_id, region)
    reserved = store.scalar(
        "SELECT COALESCE(SUM(reserved), 0) FROM lambda_functions WHERE account_id=? AND region=?", key
    )
    provisioned = store.scalar(
        "SELECT COALESCE(SUM(p.requested), 0) FROM lambda_provisioned p JOIN lambda_functions f "
        "ON f.account_id=p.account_id AND f.region=p.region AND f.name=p.name "
        "WHERE p.account_id=? AND p.region=? AND f.reserved IS NULL",
        key,
    )
    return ACCOUNT_CONCURRENCY - int(reserved or 0) - int(provisioned or 0)


def _code_size(configs: list[str]) -> int:
    return sum(int(json.loads(config).get("CodeSize") or 0) for config in configs)


def get_account_settings(store: Store, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
    key = (ctx.account_id, ctx.region)
    latest = [
        r["config"]
        for r in store.all("SELECT config FROM lambda_functions WHERE account_id=? AND region=?", key)
    ]
    versions = [
        r["config"]
        for r in store.all("SELECT config FROM lambda_versions WHERE account_id=? AND region=?", key)
    ]
    layers = store.all("SELECT doc FROM lambda_layers WHERE account_id=? AND region=?", key)
    layer_size = sum(int(json.loads(r["doc"])["Content"]["CodeSize"]) for r in layers)
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
