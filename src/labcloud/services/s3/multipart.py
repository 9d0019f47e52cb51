"""Multipart uploads: create, upload parts, complete (the ``-N`` ETag), abort, list parts and uploads."""

from __future__ import annotations

import json
import re
from typing import TYPE_CHECKING, Any, cast

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.ids import argument_token
from labcloud.protocol.streaming_body import RequestBody
from labcloud.services.s3 import acls, conditions, object_lock, object_versions, sse_kms, storage_classes
from labcloud.services.s3.checksums import checksum_members, composite_checksum, member_name, multipart_etag
from labcloud.services.s3.core import ObjectChange, owner
from labcloud.services.s3.errors import invalid_argument, malformed_xml, no_such_upload, unsupported
from labcloud.services.s3.objects import (
    check_metadata,
    check_owner,
    content_headers,
    object_row,
    parse_copy_source,
    receive_upload,
    refuse_unsupported,
    write_row,
)
from labcloud.services.s3.repo import objects as stored
from labcloud.services.s3.repo import uploads
from labcloud.services.s3.repo.uploads import PartRow, UploadRow
from labcloud.services.s3.state import S3State

if TYPE_CHECKING:
    from labcloud.services.s3.api import (
        AbortMultipartUploadRequest,
        AbortMultipartUploadResponse,
        CompleteMultipartUploadRequest,
        CompleteMultipartUploadResponse,
        CreateMultipartUploadRequest,
        CreateMultipartUploadResponse,
        ListMultipartUploadsRequest,
        ListMultipartUploadsResponse,
        ListPartsRequest,
        ListPartsResponse,
        UploadPartCopyRequest,
        UploadPartCopyResponse,
        UploadPartRequest,
        UploadPartResponse,
    )

_COPY_RANGE = re.compile(r"^bytes=(\d+)-(\d+)$")
MIN_PART_BYTES = 5 * 1024 * 1024
MAX_PARTS = 10000


def _upload(state: S3State, bucket: str, key: str, upload_id: str) -> UploadRow:
    state.bucket(bucket)
    row = uploads.get(state.store, upload_id, bucket, key)
    if row is None:
        raise no_such_upload(upload_id)
    return row


async def create_multipart_upload(
    state: S3State, request: CreateMultipartUploadRequest, ctx: RequestContext
) -> CreateMultipartUploadResponse:
    """Start an upload, bound to its SSE-KMS data key (``sse_kms.seal``) kept for the object."""
    params = cast("dict[str, Any]", request)
    refuse_unsupported(params)
    acl = acls.for_write(state, params["Bucket"], params, ctx)
    sealed = await sse_kms.seal(state, ctx, params, params["Bucket"], params["Key"])
    bucket, key = params["Bucket"], params["Key"]
    check_owner(state.bucket(bucket), params)
    if params.get("ChecksumType") == "FULL_OBJECT":
        raise unsupported("FULL_OBJECT checksums of multipart uploads (use COMPOSITE)")
    metadata = params.get("Metadata") or {}
    check_metadata(metadata)
    upload_id = argument_token(48)
    doc = {
        "ContentType": params.get("ContentType"),
        "headers": {
            **content_headers(params),
            **(sealed or {}),
            **acls.as_stored(acl),
            **object_lock.for_write(state, bucket, params, None),
        },
        "metadata": metadata,
        "ChecksumAlgorithm": params.get("ChecksumAlgorithm"),
    }
    with state.store.transaction():
        uploads.insert(state.store, upload_id, bucket, key, clock.now(), ctx.account_id, json.dumps(doc))
    answer: dict[str, Any] = {"Bucket": bucket, "Key": key, "UploadId": upload_id}
    if params.get("ChecksumAlgorithm"):
        answer.update(ChecksumAlgorithm=params["ChecksumAlgorithm"], ChecksumType="COMPOSITE")
    answer.update(sse_kms.answered(sealed or {}, params))
    return cast("CreateMultipartUploadResponse", answer)


def _check_part_number(number: int) -> None:
    if number < 1 or number > MAX_PARTS:
        raise invalid_argument(
            "Part number must be an integer between 1 and 10000, inclusive", "partNumber", str(number)
        )


async def upload_part(state: S3State, request: UploadPartRequest, ctx: RequestContext) -> UploadPartResponse:
    params = cast("dict[str, Any]", request)
    bucket, key, upload_id, number = params["Bucket"], params["Key"], params["UploadId"], params["PartNumber"]
    _check_part_number(number)
    for member in ("SSECustomerAlgorithm", "SSECustomerKey", "RequestPayer"):
        if params.get(member):
            raise unsupported(member)
    upload = _upload(state, bucket, key, upload_id)
    doc = json.loads(upload.doc)
    name, digests, checksum = await receive_upload(state, ctx, params, doc.get("ChecksumAlgorithm"))
    _store_part(state, bucket, key, upload_id, number, digests.size, digests.etag, json.dumps(checksum), name)
    answer = {
        "ETag": digests.etag,
        **checksum_members(checksum),
        **sse_kms.answered(doc.get("headers") or {}),
    }
    return cast("UploadPartResponse", answer)


def _store_part(
    state: S3State,
    bucket: str,
    key: str,
    upload_id: str,
    number: int,
    size: int,
    etag: str,
    checksum: str,
    name: str,
) -> None:
    """Keep an uploaded part (its file ``name``), replacing one of the same number; the file goes on failure."""
    store = state.store
    try:
        with store.transaction():
            _upload(state, bucket, key, upload_id)
            stale = uploads.part_blob(store, upload_id, number)
            uploads.put_part(
                store,
                upload_id,
                number,
                size=size,
                etag=etag,
                last_modified=clock.now(),
                checksum=checksum,
                blob=name,
            )
            if stale is not None:
                store.after_commit(lambda: state.blobs.delete([stale]))
    except BaseException:
        state.blobs.delete([name])
        raise


async def upload_part_copy(
    state: S3State, request: UploadPartCopyRequest, ctx: RequestContext
) -> UploadPartCopyResponse:
    """A part whose bytes are (a range of) an existing object (``aws s3 cp s3://… s3://…`` of large objects)."""
    params = cast("dict[str, Any]", request)
    bucket, key, upload_id, number = params["Bucket"], params["Key"], params["UploadId"], params["PartNumber"]
    _check_part_number(number)
    for member in ("SSECustomerAlgorithm", "CopySourceSSECustomerAlgorithm", "RequestPayer"):
        if params.get(member):
            raise unsupported(member)
    upload = _upload(state, bucket, key, upload_id)
    source_bucket, source_key, source_version = parse_copy_source(params["CopySource"])
    source = object_row(state, source_bucket, source_key, source_version, "COPY")
    conditions.check_read(source, params, prefix="CopySourceIf")
    await sse_kms.unseal(state, ctx, json.loads(source.headers))
    first, length = 0, source.size
    wanted = params.get("CopySourceRange")
    if wanted:
        match = _COPY_RANGE.match(wanted.strip())
        if match is None:
            raise invalid_argument(
                "The x-amz-copy-source-range value must be of the form bytes=first-last where "
                "first and last are the zero-based offsets of the first and last bytes to copy",
                "x-amz-copy-source-range",
                wanted,
            )
        first, last = int(match.group(1)), int(match.group(2))
        if last < first or last >= source.size:
            raise AwsError(
                "InvalidRange",
                "The requested range is not satisfiable",
                status=416,
                RangeRequested=wanted,
                ActualObjectSize=source.size,
            )
        length = last - first + 1
    body = RequestBody(state.blobs.open_range(source.blob, first, length), length=length)
    name, digests, _checksum = await receive_upload(state, ctx, {"Body": body}, from_client=False)
    _store_part(state, bucket, key, upload_id, number, digests.size, digests.etag, "{}", name)
    modified = uploads.part_modified(state.store, upload_id, number)
    encryption = sse_kms.answered(json.loads(upload.doc).get("headers") or {})
    answer: dict[str, Any] = {
        "CopyPartResult": {"ETag": digests.etag, "LastModified": modified},
        **encryption,
    }
    if source.version_id is not None:
        answer["CopySourceVersionId"] = source.version_id
    return cast("UploadPartCopyResponse", answer)


async def complete_multipart_upload(
    state: S3State, request: CompleteMultipartUploadRequest, ctx: RequestContext
) -> CompleteMultipartUploadResponse:
    params = cast("dict[str, Any]", request)
    bucket, key, upload_id = params["Bucket"], params["Key"], params["UploadId"]
    for member in ("IfMatch", "IfNoneMatch"):
        if params.get(member) is not None:
            existing = stored.get(state.store, bucket, key)
            conditions.check_write(existing, {member: params[member]}, key)
    upload = _upload(state, bucket, key, upload_id)
    requested = (params.get("MultipartUpload") or {}).get("Parts") or []
    if not requested:
        raise malformed_xml()
    kept = {r.part_number: r for r in uploads.parts(state.store, upload_id)}
    chosen: list[PartRow] = []
    previous = 0
    for part in requested:
        number = part.get("PartNumber")
        if number is None:
            raise malformed_xml()
        if number <= previous:
            raise AwsError(
                "InvalidPartOrder",
                "The list of parts was not in ascending order. Parts must be ordered by part number.",
                status=400,
                UploadId=upload_id,
            )
        previous = number
    for part in requested:
        number = part["PartNumber"]
        row = kept.get(number)
        etag = str(part.get("ETag") or "").strip().strip('"')
        if row is None or row.etag.strip('"') != etag:
            raise AwsError(
                "InvalidPart",
                "One or more of the specified parts could not be found.  The part may not "
                "have been uploaded, or the specified entity tag may not match the part's entity tag.",
                status=400,
                UploadId=upload_id,
                PartNumber=number,
                ETag=part.get("ETag"),
            )
        part_checksum = json.loads(row.checksum)
        for algorithm, value in part_checksum.items():
            given = part.get(member_name(algorithm))
            if given is not None and given != value:
                raise AwsError(
                    "InvalidPart",
                    f"The {algorithm} checksum of part {number} does not match.",
                    status=400,
                    UploadId=upload_id,
                    PartNumber=number,
                )
        chosen.append(row)
    for row in chosen[:-1]:
        if row.size < MIN_PART_BYTES:
            raise AwsError(
                "EntityTooSmall",
                "Your proposed upload is smaller than the minimum allowed size",
                status=400,
                ProposedSize=row.size,
                MinSizeAllowed=MIN_PART_BYTES,
                PartNumber=row.part_number,
                ETag=row.etag,
            )
    doc = json.loads(upload.doc)
    etag = multipart_etag([r.etag for r in chosen])
    checksum: dict[str, str] = {}
    algorithm = doc.get("ChecksumAlgorithm")
    values = [json.loads(r.checksum).get(algorithm) for r in chosen] if algorithm else []
    if algorithm and all(values):
        checksum = {algorithm: composite_checksum(algorithm, [str(v) for v in values]), "type": "COMPOSITE"}
    name = await state.blobs.concatenate([r.blob for r in chosen])
    size = sum(r.size for r in chosen)
    store = state.store
    try:
        with store.transaction():
            _upload(state, bucket, key, upload_id)  # not aborted or completed meanwhile
            existing = stored.get(store, bucket, key)
            version_id = object_versions.before_write(state, bucket, key, existing)
            write_row(
                state,
                bucket,
                key,
                size=size,
                etag=etag,
                content_type=doc.get("ContentType"),
                headers=doc.get("headers") or {},
                metadata=doc.get("metadata") or {},
                checksum=checksum,
                parts=[r.size for r in chosen],
                blob=name,
                account_id=upload.owner,
                version_id=version_id,
            )
            blobs = uploads.remove(store, upload_id)
            store.after_commit(lambda: state.blobs.delete(blobs))
            state.changed(
                ctx,
                ObjectChange(
                    bucket,
                    key,
                    "ObjectCreated:CompleteMultipartUpload",
                    size,
                    etag,
                    state.sequencer(),
                    version_id=version_id,
                ),
            )
    except BaseException:
        state.blobs.delete([name])
        raise
    answer = {
        "Location": f"{ctx.endpoint}/{bucket}/{key}",
        "Bucket": bucket,
        "Key": key,
        "ETag": etag,
        **checksum_members(checksum),
        **sse_kms.answered(doc.get("headers") or {}),
        "VersionId": version_id,
        **storage_classes.expiration(state, bucket, key, size),
    }
    return cast("CompleteMultipartUploadResponse", answer)


def abort_multipart_upload(
    state: S3State, request: AbortMultipartUploadRequest, ctx: RequestContext
) -> AbortMultipartUploadResponse:
    bucket, key, upload_id = request["Bucket"], request["Key"], request["UploadId"]
    store = state.store
    with store.transaction():
        _upload(state, bucket, key, upload_id)
        blobs = uploads.remove(store, upload_id)
        store.after_commit(lambda: state.blobs.delete(blobs))
    return {}


def list_parts(state: S3State, request: ListPartsRequest, ctx: RequestContext) -> ListPartsResponse:
    params = cast("dict[str, Any]", request)
    bucket, key, upload_id = params["Bucket"], params["Key"], params["UploadId"]
    upload = _upload(state, bucket, key, upload_id)
    limit = min(params.get("MaxParts") or 1000, 1000)
    marker = params.get("PartNumberMarker") or 0
    rows = uploads.parts_after(state.store, upload_id, int(marker), limit + 1)
    parts = []
    for row in rows[:limit]:
        part: dict[str, Any] = {
            "PartNumber": row.part_number,
            "LastModified": row.last_modified,
            "ETag": row.etag,
            "Size": row.size,
        }
        part.update(
            {k: v for k, v in checksum_members(json.loads(row.checksum)).items() if k != "ChecksumType"}
        )
        parts.append(part)
    answer: dict[str, Any] = {
        "Bucket": bucket,
        "Key": key,
        "UploadId": upload_id,
        "PartNumberMarker": int(marker),
        "MaxParts": limit,
        "IsTruncated": len(rows) > limit,
        "Parts": parts,
        "Initiator": owner(upload.owner),
        "Owner": owner(upload.owner),
        "StorageClass": "STANDARD",
    }
    if parts:
        answer["NextPartNumberMarker"] = parts[-1]["PartNumber"]
    algorithm = json.loads(upload.doc).get("ChecksumAlgorithm")
    if algorithm:
        answer.update(ChecksumAlgorithm=algorithm, ChecksumType="COMPOSITE")
    return cast("ListPartsResponse", answer)


def list_multipart_uploads(
    state: S3State, request: ListMultipartUploadsRequest, ctx: RequestContext
) -> ListMultipartUploadsResponse:
    params = cast("dict[str, Any]", request)
    bucket = params["Bucket"]
    state.bucket(bucket)
    if params.get("Delimiter"):
        raise unsupported("a delimiter on ListMultipartUploads")
    prefix = params.get("Prefix") or ""
    limit = min(params.get("MaxUploads") or 1000, 1000)
    key_marker = params.get("KeyMarker") or ""
    id_marker = params.get("UploadIdMarker") or ""
    rows = uploads.in_bucket(state.store, bucket, key_marker, id_marker)
    rows = [r for r in rows if r.key.startswith(prefix)]
    page = rows[:limit]
    answer: dict[str, Any] = {
        "Bucket": bucket,
        "KeyMarker": key_marker,
        "UploadIdMarker": id_marker,
        "Prefix": prefix,
        "MaxUploads": limit,
        "IsTruncated": len(rows) > limit,
        "Uploads": [
            {
                "UploadId": r.upload_id,
                "Key": r.key,
                "Initiated": r.initiated,
                "StorageClass": "STANDARD",
                "Owner": owner(r.owner),
                "Initiator": owner(r.owner),
            }
            for r in page
        ],
    }
    if len(rows) > limit and page:
        answer.update(NextKeyMarker=page[-1].key, NextUploadIdMarker=page[-1].upload_id)
    return cast("ListMultipartUploadsResponse", answer)
