"""``GET /_labcloud/s3/buckets``: a JSON snapshot of buckets for the view (objects, bytes, versions, notifications)."""

from __future__ import annotations

import json
from typing import Any

from labcloud.internal.routes import InternalRequest, InternalResponse, InternalRoute, json_response
from labcloud.services.s3.repo import buckets, objects, settings, uploads, versions
from labcloud.services.s3.state import S3State

RECENT = 10


def s3_routes(state: S3State) -> list[InternalRoute]:
    def snapshot(_request: InternalRequest) -> InternalResponse:
        store = state.store
        out: list[dict[str, Any]] = []
        for row in buckets.every(store):
            count, size = objects.totals(store, row.name)
            recent = objects.recent(store, row.name, RECENT)
            notification = json.loads(row.notification) if row.notification else {}
            destinations = [
                c["LambdaFunctionArn"] for c in notification.get("LambdaFunctionConfigurations", [])
            ]
            destinations += [c["QueueArn"] for c in notification.get("QueueConfigurations", [])]
            out.append(
                {
                    "name": row.name,
                    "account_id": row.account_id,
                    "region": row.region,
                    "created": row.created,
                    "objects": count,
                    "bytes": size,
                    "uploads_in_progress": uploads.count_in_bucket(store, row.name),
                    "versioning": (settings.get(store, row.name, "versioning") or {}).get("Status"),
                    "older_versions": versions.count(store, row.name),
                    "has_policy": bool(row.policy),
                    "notifications": destinations,
                    "recent": [
                        {"key": r.key, "size": r.size, "etag": r.etag, "last_modified": r.last_modified}
                        for r in recent
                    ],
                }
            )
        return json_response({"buckets": out})

    return [InternalRoute("GET", "/s3/buckets", snapshot)]
