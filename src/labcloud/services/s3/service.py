"""S3 in the service shape (``services/shape.py``): its operations table, its state and what it contributes.

Object bytes stream to files (``blobs``) while the upload arrives; rows in SQLite name them. A
2xx is answered only after the row is committed, and an old file is removed only after the commit
that replaced it, so an acknowledged object survives a crash and a restart; at start, files no row
names (left by a crash between a file's placing and its commit) are removed.
"""

from __future__ import annotations

import logging
from functools import partial
from typing import TYPE_CHECKING

from labcloud.protocol.wire import WireRequest, WireResponse
from labcloud.scheduler import Periodic
from labcloud.services.s3.cors_http import BucketCorsDoor
from labcloud.services.s3.interfaces import (
    BucketCors,
    Buckets,
    BucketWebsites,
    RequestMetricsFilters,
    StorageTotals,
)
from labcloud.services.s3.metrics_sources import S3MetricsSources
from labcloud.services.s3.repo import lifecycle as lifecycle_rows
from labcloud.services.s3.repo import objects as stored
from labcloud.services.s3.repo.buckets import BucketNames
from labcloud.services.s3.repo.schema import MIGRATIONS, SCHEMA, TABLES
from labcloud.services.s3.state import S3State
from labcloud.services.s3.tag_source import tag_source
from labcloud.services.s3.views import s3_routes
from labcloud.services.shape import (
    Background,
    Contributions,
    Host,
    Offer,
    Operation,
    PolicySource,
    Service,
    lazy_module,
)

if TYPE_CHECKING:
    from labcloud.services.s3 import (
        acls,
        bucket_cors,
        bucket_encryption,
        bucket_policy,
        bucket_tagging,
        buckets,
        changes,
        lifecycle,
        lifecycle_sweep,
        list_versions,
        listing,
        metrics_configurations,
        multipart,
        notifications,
        object_lock,
        objects,
        ownership,
        public_access,
        replication,
        replication_worker,
        versioning,
        website,
        website_serve,
    )
else:
    acls = lazy_module("labcloud.services.s3.acls")
    bucket_cors = lazy_module("labcloud.services.s3.bucket_cors")
    bucket_encryption = lazy_module("labcloud.services.s3.bucket_encryption")
    bucket_policy = lazy_module("labcloud.services.s3.bucket_policy")
    bucket_tagging = lazy_module("labcloud.services.s3.bucket_tagging")
    buckets = lazy_module("labcloud.services.s3.buckets")
    changes = lazy_module("labcloud.services.s3.changes")
    list_versions = lazy_module("labcloud.services.s3.list_versions")
    lifecycle = lazy_module("labcloud.services.s3.lifecycle")
    lifecycle_sweep = lazy_module("labcloud.services.s3.lifecycle_sweep")
    listing = lazy_module("labcloud.services.s3.listing")
    metrics_configurations = lazy_module("labcloud.services.s3.metrics_configurations")
    multipart = lazy_module("labcloud.services.s3.multipart")
    notifications = lazy_module("labcloud.services.s3.notifications")
    object_lock = lazy_module("labcloud.services.s3.object_lock")
    objects = lazy_module("labcloud.services.s3.objects")
    ownership = lazy_module("labcloud.services.s3.ownership")
    public_access = lazy_module("labcloud.services.s3.public_access")
    replication = lazy_module("labcloud.services.s3.replication")
    replication_worker = lazy_module("labcloud.services.s3.replication_worker")
    versioning = lazy_module("labcloud.services.s3.versioning")
    website = lazy_module("labcloud.services.s3.website")
    website_serve = lazy_module("labcloud.services.s3.website_serve")

log = logging.getLogger("labcloud.s3")

OPERATIONS: dict[str, Operation[S3State]] = {
    "CreateBucket": buckets.create_bucket,
    "HeadBucket": buckets.head_bucket,
    "ListBuckets": buckets.list_buckets,
    "GetBucketLocation": buckets.get_bucket_location,
    "DeleteBucket": buckets.delete_bucket,
    "PutBucketEncryption": bucket_encryption.put_bucket_encryption,
    "GetBucketEncryption": bucket_encryption.get_bucket_encryption,
    "DeleteBucketEncryption": bucket_encryption.delete_bucket_encryption,
    "PutBucketPolicy": bucket_policy.put_bucket_policy,
    "GetBucketPolicy": bucket_policy.get_bucket_policy,
    "DeleteBucketPolicy": bucket_policy.delete_bucket_policy,
    "PutBucketTagging": bucket_tagging.put_bucket_tagging,
    "GetBucketTagging": bucket_tagging.get_bucket_tagging,
    "DeleteBucketTagging": bucket_tagging.delete_bucket_tagging,
    "PutBucketNotificationConfiguration": notifications.put_configuration,
    "GetBucketNotificationConfiguration": notifications.get_configuration,
    "PutBucketCors": bucket_cors.put_bucket_cors,
    "GetBucketCors": bucket_cors.get_bucket_cors,
    "DeleteBucketCors": bucket_cors.delete_bucket_cors,
    "PutPublicAccessBlock": public_access.put_public_access_block,
    "GetPublicAccessBlock": public_access.get_public_access_block,
    "DeletePublicAccessBlock": public_access.delete_public_access_block,
    "PutBucketOwnershipControls": ownership.put_bucket_ownership_controls,
    "GetBucketOwnershipControls": ownership.get_bucket_ownership_controls,
    "DeleteBucketOwnershipControls": ownership.delete_bucket_ownership_controls,
    "PutBucketAcl": acls.put_bucket_acl,
    "GetBucketAcl": acls.get_bucket_acl,
    "PutObjectAcl": acls.put_object_acl,
    "GetObjectAcl": acls.get_object_acl,
    "PutBucketLifecycleConfiguration": lifecycle.put_bucket_lifecycle_configuration,
    "GetBucketLifecycleConfiguration": lifecycle.get_bucket_lifecycle_configuration,
    "DeleteBucketLifecycle": lifecycle.delete_bucket_lifecycle,
    "PutBucketWebsite": website.put_bucket_website,
    "GetBucketWebsite": website.get_bucket_website,
    "DeleteBucketWebsite": website.delete_bucket_website,
    "PutObject": objects.put_object,
    "GetObject": objects.get_object,
    "HeadObject": objects.head_object,
    "DeleteObject": objects.delete_object,
    "DeleteObjects": objects.delete_objects,
    "CopyObject": objects.copy_object,
    "ListObjectsV2": listing.list_objects_v2,
    "ListObjects": listing.list_objects,
    "CreateMultipartUpload": multipart.create_multipart_upload,
    "UploadPart": multipart.upload_part,
    "UploadPartCopy": multipart.upload_part_copy,
    "CompleteMultipartUpload": multipart.complete_multipart_upload,
    "AbortMultipartUpload": multipart.abort_multipart_upload,
    "ListParts": multipart.list_parts,
    "ListMultipartUploads": multipart.list_multipart_uploads,
    "PutBucketVersioning": versioning.put_bucket_versioning,
    "GetBucketVersioning": versioning.get_bucket_versioning,
    "ListObjectVersions": list_versions.list_object_versions,
    "PutObjectLockConfiguration": object_lock.put_object_lock_configuration,
    "GetObjectLockConfiguration": object_lock.get_object_lock_configuration,
    "PutObjectRetention": object_lock.put_object_retention,
    "GetObjectRetention": object_lock.get_object_retention,
    "PutObjectLegalHold": object_lock.put_object_legal_hold,
    "GetObjectLegalHold": object_lock.get_object_legal_hold,
    "PutBucketReplication": replication.put_bucket_replication,
    "GetBucketReplication": replication.get_bucket_replication,
    "DeleteBucketReplication": replication.delete_bucket_replication,
    "PutBucketMetricsConfiguration": metrics_configurations.put_bucket_metrics_configuration,
    "GetBucketMetricsConfiguration": metrics_configurations.get_bucket_metrics_configuration,
    "DeleteBucketMetricsConfiguration": metrics_configurations.delete_bucket_metrics_configuration,
    "ListBucketMetricsConfigurations": metrics_configurations.list_bucket_metrics_configurations,
}


class _Websites:
    """The website endpoints' front door; its module is imported by the first website request."""

    def __init__(self, state: S3State) -> None:
        self.state = state

    async def handle(self, request: WireRequest, bucket: str, path: str, base: str) -> WireResponse:
        return await website_serve.Websites(self.state).handle(request, bucket, path, base)


def build(host: Host) -> S3State:
    """The state, with its change listeners: the event bus, then the bucket's notifications."""
    state = S3State.build(host)
    state.listeners.append(partial(changes.publish, state))
    state.listeners.append(partial(notifications.dispatch, state))
    replicator = replication_worker.Replicator(state)
    state.replicator = replicator
    state.listeners.append(partial(replication_worker.on_change, state, replicator))
    return state


def contributions(state: S3State) -> Contributions:
    def sweep_files() -> None:
        removed = state.blobs.sweep(stored.referenced_blobs(state.store))
        if removed:
            log.info("s3: removed %d unreferenced object files", removed)

    async def nothing_to_stop() -> None:
        return None

    def lifecycle_round(now: float) -> None:
        # the sweeper's module is imported by the first bucket with a lifecycle configuration
        if lifecycle_rows.any_configured(state.store, "lifecycle"):
            lifecycle_sweep.sweep_round(state, now)

    replicator = state.replicator
    assert replicator is not None  # set by build()

    def replication_round(now: float) -> None:
        if lifecycle_rows.any_configured(state.store, "replication"):
            replicator.scan()

    return Contributions(
        tag_sources=(tag_source(state),),
        offers=(
            Offer(Buckets, BucketNames(state.store)),
            Offer(BucketCors, BucketCorsDoor(state.store)),
            Offer(BucketWebsites, _Websites(state)),
            Offer(StorageTotals, S3MetricsSources(state)),
            Offer(RequestMetricsFilters, S3MetricsSources(state)),
        ),
        policy_sources=(PolicySource("s3", bucket_policy.lookup(state), state.policy_count.active),),
        authorizers=(bucket_policy.cross_account(state),),
        periodic=(
            Periodic("s3.lifecycle", 60.0, lifecycle_round),
            Periodic("s3.replication", 60.0, replication_round),
        ),
        background=(
            Background("s3.unreferenced-files", sweep_files, nothing_to_stop),
            Background("s3.replication", replicator.start, replicator.stop),
        ),
        routes=tuple(s3_routes(state)),
    )


def forget(state: S3State) -> None:
    """After a reset: the object files go with the rows, and the policy count is asked again."""
    state.blobs.wipe()
    state.policy_count.changed()
    state.metrics_filters.clear()


SERVICE: Service[S3State] = Service(
    name="s3",
    state=build,
    operations=OPERATIONS,
    contributes=contributions,
    tables=TABLES,
    schema=SCHEMA,
    migrations=MIGRATIONS,
    on_reset=forget,
)
