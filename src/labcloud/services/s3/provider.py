"""The S3 provider: each operation wired to the bucket, object, listing and multipart modules.

Object bytes stream to files (``blobs``) while the upload arrives; rows in SQLite name them. A
2xx is answered only after the row is committed, and an old file is removed only after the commit
that replaced it, so an acknowledged object survives a crash and a restart.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from labcloud.context import RequestContext
from labcloud.internal.routes import InternalRoute
from labcloud.services.base import Provider
from labcloud.services.iam.action_map import requests_for
from labcloud.services.s3 import (
    bucket_encryption,
    bucket_policy,
    buckets,
    listing,
    multipart,
    notifications,
    objects,
    sse_kms,
)
from labcloud.services.s3.core import BucketNames, ObjectChange, S3State, bucket_arn
from labcloud.services.s3.interfaces import Buckets
from labcloud.services.s3.schema import SCHEMA, TABLES
from labcloud.services.s3.views import s3_routes
from labcloud.store.db import Migration

log = logging.getLogger("labcloud.s3")

Params = dict[str, Any]


class S3Provider(Provider):
    service = "s3"
    tables: Sequence[str] = TABLES

    def __init__(self, hub: Any) -> None:
        super().__init__(hub)
        self.state = S3State(hub, Path(self.settings.scratch_dir) / "s3")
        self.state.listeners.append(self._publish_change)
        self.state.listeners.append(lambda ctx, change: notifications.dispatch(self.state, ctx, change))
        hub.offer(Buckets, BucketNames(self.state))
        hub.resource_policies.register(
            "s3", bucket_policy.lookup(self.state), lambda: bucket_policy.any_policy(self.state)
        )
        hub.pipeline.add_authorizer(self._authorize_cross_account)

    def _authorize_cross_account(self, ctx: RequestContext, params: Params) -> None:
        if ctx.service == "s3" and ctx.source == "http":
            bucket_policy.cross_account(self.state, ctx, requests_for(ctx, params))

    def schema(self) -> Sequence[str]:
        return SCHEMA

    async def start(self) -> None:
        store = self.store
        referenced = {r["blob"] for r in store.all("SELECT blob FROM s3_objects")}
        referenced |= {r["blob"] for r in store.all("SELECT blob FROM s3_parts")}
        removed = self.state.blobs.sweep(referenced)
        if removed:
            log.info("s3: removed %d unreferenced object files", removed)

    def reset(self) -> None:
        super().reset()
        self.state.blobs.wipe()
        self.state.policies_changed()

    def internal_routes(self) -> list[InternalRoute]:
        return s3_routes(self.state)

    def _publish_change(self, ctx: RequestContext, change: ObjectChange) -> None:
        kind = "s3.object.created" if change.event.startswith("ObjectCreated") else "s3.object.removed"
        self.bus.publish(
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
            },
        )

    # -- buckets
    def create_bucket(self, ctx: RequestContext, params: Params) -> Params:
        return buckets.create_bucket(self.state, ctx, params)

    def head_bucket(self, ctx: RequestContext, params: Params) -> Params:
        return buckets.head_bucket(self.state, ctx, params)

    def list_buckets(self, ctx: RequestContext, params: Params) -> Params:
        return buckets.list_buckets(self.state, ctx, params)

    def get_bucket_location(self, ctx: RequestContext, params: Params) -> Params:
        return buckets.get_bucket_location(self.state, ctx, params)

    def delete_bucket(self, ctx: RequestContext, params: Params) -> Params:
        return buckets.delete_bucket(self.state, ctx, params)

    def migrations(self) -> Sequence[Migration]:
        return bucket_encryption.MIGRATIONS

    # -- default encryption
    def put_bucket_encryption(self, ctx: RequestContext, params: Params) -> Params:
        return bucket_encryption.put_bucket_encryption(self.state, ctx, params)

    def get_bucket_encryption(self, ctx: RequestContext, params: Params) -> Params:
        return bucket_encryption.get_bucket_encryption(self.state, ctx, params)

    def delete_bucket_encryption(self, ctx: RequestContext, params: Params) -> Params:
        return bucket_encryption.delete_bucket_encryption(self.state, ctx, params)

    # -- bucket policies
    def put_bucket_policy(self, ctx: RequestContext, params: Params) -> Params:
        return bucket_policy.put_bucket_policy(self.state, ctx, params)

    def get_bucket_policy(self, ctx: RequestContext, params: Params) -> Params:
        return bucket_policy.get_bucket_policy(self.state, ctx, params)

    def delete_bucket_policy(self, ctx: RequestContext, params: Params) -> Params:
        return bucket_policy.delete_bucket_policy(self.state, ctx, params)

    # -- notifications
    async def put_bucket_notification_configuration(self, ctx: RequestContext, params: Params) -> Params:
        return await notifications.put_configuration(self.state, ctx, params)

    def get_bucket_notification_configuration(self, ctx: RequestContext, params: Params) -> Params:
        return notifications.get_configuration(self.state, ctx, params)

    # -- objects
    async def put_object(self, ctx: RequestContext, params: Params) -> Params:
        return await objects.put_object(self.state, ctx, params)

    def get_object(self, ctx: RequestContext, params: Params) -> Any:
        return objects.get_object(self.state, ctx, params)

    def head_object(self, ctx: RequestContext, params: Params) -> Any:
        return objects.head_object(self.state, ctx, params)

    def delete_object(self, ctx: RequestContext, params: Params) -> Params:
        return objects.delete_object(self.state, ctx, params)

    def delete_objects(self, ctx: RequestContext, params: Params) -> Params:
        return objects.delete_objects(self.state, ctx, params)

    async def copy_object(self, ctx: RequestContext, params: Params) -> Params:
        return await objects.copy_object(self.state, ctx, params)

    # -- listing
    def list_objects_v2(self, ctx: RequestContext, params: Params) -> Params:
        return listing.list_objects_v2(self.state, ctx, params)

    def list_objects(self, ctx: RequestContext, params: Params) -> Params:
        return listing.list_objects(self.state, ctx, params)

    # -- multipart
    async def create_multipart_upload(self, ctx: RequestContext, params: Params) -> Params:
        multipart.refuse_unsupported(params)
        sealed = await sse_kms.seal(self.state, ctx, params, params["Bucket"], params["Key"])
        return multipart.create_multipart_upload(self.state, ctx, params, sealed)

    async def upload_part(self, ctx: RequestContext, params: Params) -> Params:
        return await multipart.upload_part(self.state, ctx, params)

    async def upload_part_copy(self, ctx: RequestContext, params: Params) -> Params:
        return await multipart.upload_part_copy(self.state, ctx, params)

    async def complete_multipart_upload(self, ctx: RequestContext, params: Params) -> Params:
        return await multipart.complete_multipart_upload(self.state, ctx, params)

    def abort_multipart_upload(self, ctx: RequestContext, params: Params) -> Params:
        return multipart.abort_multipart_upload(self.state, ctx, params)

    def list_parts(self, ctx: RequestContext, params: Params) -> Params:
        return multipart.list_parts(self.state, ctx, params)

    def list_multipart_uploads(self, ctx: RequestContext, params: Params) -> Params:
        return multipart.list_multipart_uploads(self.state, ctx, params)


PROVIDER = S3Provider
