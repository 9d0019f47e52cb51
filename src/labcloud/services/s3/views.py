"""``GET /_labcloud/s3/buckets``: a JSON snapshot of buckets for the view (objects, bytes, notifications)."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from labcloud.internal.routes import InternalRequest, InternalResponse, InternalRoute, json_response

if TYPE_CHECKING:
    from labcloud.services.s3.core import S3State

RECENT = 10


def s3_routes(state: S3State) -> list[InternalRoute]:
    def buckets(_request: InternalRequest) -> InternalResponse:
        store = state.hub.store
        out: list[dict[str, Any]] = []
        for row in store.all("SELECT * FROM s3_buckets ORDER BY name"):
            counts = store.one(
                "SELECT COUNT(*) AS n, COALESCE(SUM(size), 0) AS bytes FROM s3_objects WHERE bucket=?",
                (row["name"],),
            )
            recent = store.all(
                "SELECT key, size, etag, last_modified FROM s3_objects WHERE bucket=? "
                "ORDER BY last_modified DESC LIMIT ?",
                (row["name"], RECENT),
            )
            uploads = store.scalar("SELECT COUNT(*) FROM s3_uploads WHERE bucket=?", (row["name"],))
            notification = json.loads(row["notification"]) if row["notification"] else {}
            destinations = [
                c["LambdaFunctionArn"] for c in notification.get("LambdaFunctionConfigurations", [])
            ]
            destinations += [c["QueueArn"] for c in notification.get("QueueConfigurations", [])]
            out.append(
                {
                    "name": row["name"],
                    "account_id": row["account_id"],
                    "region": row["region"],
                    "created": row["created"],
                    "objects": counts["n"] if counts else 0,
                    "bytes": counts["bytes"] if counts else 0,
                    "uploads_in_progress": uploads,
                    "has_policy": bool(row["policy"]),
                    "notifications": destinations,
                    "recent": [dict(r) for r in recent],
                }
            )
        return json_response({"buckets": out})

    return [InternalRoute("GET", "/s3/buckets", buckets)]
