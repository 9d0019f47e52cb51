"""Object changes on the event bus (``s3.object.created`` / ``s3.object.removed``), a change listener."""

from __future__ import annotations

from labcloud.context import RequestContext
from labcloud.services.s3.core import ObjectChange, bucket_arn
from labcloud.services.s3.state import S3State


def publish(state: S3State, ctx: RequestContext, change: ObjectChange) -> None:
    kind = "s3.object.created" if change.event.startswith("ObjectCreated") else "s3.object.removed"
    state.bus.publish(
        kind,
        service="s3",
        account_id=ctx.account_id,
        region=ctx.region,
        resource=f"{bucket_arn(change.bucket)}/{change.key}",
        data={
            "bucket": change.bucket,
            "key": change.key,
            "event": change.event,
            "size": change.size,
            "etag": change.etag,
            **({"version_id": change.version_id} if change.version_id is not None else {}),
        },
    )
