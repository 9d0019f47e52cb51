"""Objects: put (streamed to disk), get (ranges, conditions, part numbers), head, delete, delete many, copy.

Each takes a version id where S3 does; what versioning changes is ``object_versions``'.
"""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable, Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast
from urllib.parse import unquote

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.protocol.streaming_body import RequestBody
from labcloud.services.s3 import (
    acls,
    conditions,
    object_lock,
    object_versions,
    replication,
    sse_kms,
    storage_classes,
    versioning,
)
from labcloud.services.s3.checksums import (
    ALGORITHMS,
    Digests,
    checksum_members,
    header_name,
    requested_algorithm,
)
from labcloud.services.s3.core import MAX_OBJECT_BYTES, ObjectChange, owner
from labcloud.services.s3.errors import (
    entity_too_large,
    invalid_argument,
    invalid_request,
    malformed_xml,
    no_such_key,
    unsupported,
)
from labcloud.services.s3.repo import objects as stored
from labcloud.services.s3.repo.buckets import BucketRow
from labcloud.services.s3.repo.objects import ObjectRow
from labcloud.services.s3.state import S3State

if TYPE_CHECKING:
    from labcloud.services.s3.api import (
        CopyObjectRequest,
        CopyObjectResponse,
        DeleteObjectRequest,
        DeleteObjectResponse,
        DeleteObjectsRequest,
        DeleteObjectsResponse,
        GetObjectRequest,
        GetObjectResponse,
        HeadObjectRequest,
        HeadObjectResponse,
        PutObjectRequest,
        PutObjectResponse,
    )

T = TypeVar("T")

DEFAULT_CONTENT_TYPE = "binary/octet-stream"
MAX_METADATA_BYTES = 2048
#: Content headers kept with an object and answered on GET/HEAD.
CONTENT_MEMBERS = ("CacheControl", "ContentDisposition", "ContentEncoding", "ContentLanguage", "Expires")
#: Members whose feature labcloud's S3 does not have (refused, never ignored).
UNSUPPORTED_WRITE = {
    "SSECustomerAlgorithm": "customer-provided encryption keys (SSE-C)",
    "SSECustomerKey": "customer-provided encryption keys (SSE-C)",
    "Tagging": "object tags",
    "ObjectLockEventHold": "Object Lock event holds",
    "ObjectLockEventHoldDurationDays": "Object Lock event holds",
    "ObjectLockEventHoldDurationYears": "Object Lock event holds",
    "WebsiteRedirectLocation": "website redirects",
    "RequestPayer": "Requester Pays",
}


def refuse_unsupported(params: Mapping[str, Any]) -> None:
    for member, what in UNSUPPORTED_WRITE.items():
        if params.get(member):
            raise unsupported(f"{what} ({member})")
    if params.get("ServerSideEncryption") not in (None, "AES256", "aws:kms", "aws:kms:dsse"):
        raise unsupported(
            f"ServerSideEncryption={params['ServerSideEncryption']} (objects are stored as SSE-S3)"
        )
    if params.get("StorageClass") not in (None, "STANDARD"):
        raise unsupported(f"storage class {params['StorageClass']} (labcloud stores STANDARD only)")


def check_owner(bucket: BucketRow, params: Mapping[str, Any], member: str = "ExpectedBucketOwner") -> None:
    expected = params.get(member)
    if expected and expected != bucket.account_id:
        raise AwsError("AccessDenied", "Access Denied", status=403)


def content_headers(params: Mapping[str, Any]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for member in CONTENT_MEMBERS:
        value = params.get(member)
        if value is None:
            continue
        if member == "ContentEncoding":
            kept = [p.strip() for p in str(value).split(",") if p.strip() and p.strip() != "aws-chunked"]
            if not kept:
                continue
            value = ",".join(kept)
        if member == "Expires":
            value = value.timestamp() if hasattr(value, "timestamp") else value
        out[member] = value
    return out


def check_metadata(metadata: dict[str, str]) -> None:
    size = sum(len(k.encode()) + len(str(v).encode()) for k, v in metadata.items())
    if size > MAX_METADATA_BYTES:
        raise AwsError(
            "MetadataTooLarge",
            "Your metadata headers exceed the maximum allowed metadata size.",
            status=400,
            Size=size,
            MaxSizeAllowed=MAX_METADATA_BYTES,
        )


def client_claims(ctx: RequestContext, params: Mapping[str, Any]) -> dict[str, str]:
    """What the client said about the payload: Content-MD5, checksums, the SHA-256 and trailer headers."""
    claims: dict[str, str] = {}
    if params.get("ContentMD5"):
        claims["content-md5"] = params["ContentMD5"]
    for algorithm in ALGORITHMS:
        value = params.get(f"Checksum{algorithm}")
        if value:
            claims[header_name(algorithm)] = value
    for header in ("x-amz-content-sha256", "x-amz-trailer"):
        if header in ctx.headers:
            claims[header] = ctx.headers[header]
    return claims


def as_body(value: Any) -> RequestBody:
    if isinstance(value, RequestBody):
        return value
    if value is None:
        return RequestBody.from_bytes(b"")
    if isinstance(value, str):
        return RequestBody.from_bytes(value.encode())
    return RequestBody.from_bytes(bytes(value))


async def receive_upload(
    state: S3State,
    ctx: RequestContext,
    params: Mapping[str, Any],
    algorithm: str | None = None,
    *,
    from_client: bool = True,
) -> tuple[str, Digests, dict[str, str]]:
    """Stream an upload's body to a new file and check its digests: (file name, digests, checksum).

    ``from_client=False``: the bytes come from another object (a part copy), so the request's payload
    headers say nothing about them.
    """
    body = as_body(params.get("Body"))
    if body.length is not None and body.length > MAX_OBJECT_BYTES:
        raise entity_too_large()
    claims = client_claims(ctx, params) if from_client else {}
    chosen = requested_algorithm(claims, params.get("ChecksumAlgorithm") or algorithm)
    digests = Digests(claims, chosen)
    name = await state.blobs.write(body, digests, MAX_OBJECT_BYTES)
    try:
        checksum = digests.verify(body.trailers)
    except BaseException:
        state.blobs.delete([name])
        raise
    return name, digests, checksum


async def put_object(state: S3State, request: PutObjectRequest, ctx: RequestContext) -> PutObjectResponse:
    params = cast("dict[str, Any]", request)
    bucket_name, key = params["Bucket"], params["Key"]
    check_owner(state.bucket(bucket_name), params)
    refuse_unsupported(params)
    acl = acls.for_write(state, bucket_name, params, ctx)
    if len(key.encode()) > 1024:
        raise AwsError("KeyTooLongError", "Your key is too long", status=400)
    metadata = params.get("Metadata") or {}
    check_metadata(metadata)
    lock = object_lock.for_write(state, bucket_name, params, client_claims(ctx, params))
    sealed = await sse_kms.seal(state, ctx, params, bucket_name, key)
    name, digests, checksum = await receive_upload(state, ctx, params)
    if checksum:
        checksum["type"] = "FULL_OBJECT"
    store = state.store
    try:
        with store.transaction():
            state.bucket(bucket_name)  # still there after the upload
            existing = stored.get(store, bucket_name, key)
            conditions.check_write(existing, params, key)
            version_id = object_versions.before_write(state, bucket_name, key, existing)
            write_row(
                state,
                bucket_name,
                key,
                size=digests.size,
                etag=digests.etag,
                content_type=params.get("ContentType"),
                headers={**content_headers(params), **sealed, **acls.as_stored(acl), **lock},
                metadata=metadata,
                checksum=checksum,
                parts=None,
                blob=name,
                account_id=ctx.account_id,
                version_id=version_id,
            )
            state.changed(
                ctx,
                ObjectChange(
                    bucket_name,
                    key,
                    "ObjectCreated:Put",
                    digests.size,
                    digests.etag,
                    state.sequencer(),
                    version_id=version_id,
                ),
            )
    except BaseException:
        state.blobs.delete([name])
        raise
    answer = {
        "ETag": digests.etag,
        **checksum_members(checksum),
        "Size": digests.size,
        **sse_kms.answered(sealed, params),
        "VersionId": version_id,
        **storage_classes.expiration(state, bucket_name, key, digests.size),
    }
    return cast("PutObjectResponse", answer)


def write_row(
    state: S3State,
    bucket: str,
    key: str,
    *,
    size: int,
    etag: str,
    content_type: str | None,
    headers: dict[str, Any],
    metadata: dict[str, str],
    checksum: dict[str, str],
    parts: list[int] | None,
    blob: str,
    account_id: str,
    version_id: str | None = None,
) -> None:
    stored.write(
        state.store,
        bucket,
        key,
        size=size,
        etag=etag,
        last_modified=clock.now(),
        content_type=content_type,
        headers=replication.mark(state, bucket, key, headers),
        metadata=metadata,
        checksum=checksum,
        parts=parts,
        blob=blob,
        owner=account_id,
        version_id=version_id,
    )


def object_row(
    state: S3State, bucket: str, key: str, version_id: str | None = None, method: str = "GET"
) -> ObjectRow:
    """The current version of an object, or the version ``version_id`` names."""
    state.bucket(bucket)
    if version_id is None:
        row = stored.get(state.store, bucket, key)
        if row is not None:
            return row
    return object_versions.find(state, bucket, key, version_id, method)


def describe(row: ObjectRow, params: Mapping[str, Any]) -> dict[str, Any]:
    """The GET/HEAD headers of an object (with the ``response-*`` overrides of the request)."""
    answer: dict[str, Any] = {
        "ETag": row.etag,
        "LastModified": row.last_modified,
        "ContentLength": row.size,
        "ContentType": row.content_type or DEFAULT_CONTENT_TYPE,
        "AcceptRanges": "bytes",
    }
    if row.version_id is not None:
        answer["VersionId"] = row.version_id
    answer.update(
        {k: v for k, v in json.loads(row.headers).items() if k not in (sse_kms.SEALED, acls.ACL_KEY)}
    )
    answer.setdefault("ServerSideEncryption", "AES256")  # every object is encrypted, SSE-S3 by default
    metadata = json.loads(row.metadata)
    if metadata:
        answer["Metadata"] = metadata
    if params.get("ChecksumMode") == "ENABLED":
        answer.update(checksum_members(json.loads(row.checksum)))
    for member in (
        "CacheControl",
        "ContentDisposition",
        "ContentEncoding",
        "ContentLanguage",
        "ContentType",
        "Expires",
    ):
        override = params.get(f"Response{member}")
        if override is not None:
            answer[member] = override
    return answer


def _part_range(row: ObjectRow, part_number: int) -> tuple[int, int, int]:
    """(first byte, last byte, parts count) of one part of an object."""
    parts = json.loads(row.parts) if row.parts else [row.size]
    if part_number < 1 or part_number > len(parts):
        raise AwsError(
            "InvalidPartNumber",
            "The requested partnumber is not satisfiable",
            status=416,
            PartNumberRequested=part_number,
            ActualPartCount=len(parts),
        )
    first = sum(parts[: part_number - 1])
    return first, first + parts[part_number - 1] - 1, len(parts)


def _read_answer(row: ObjectRow, params: Mapping[str, Any]) -> tuple[dict[str, Any], int, int]:
    conditions.check_read(row, params)
    answer = describe(row, params)
    size = row.size
    part_number = params.get("PartNumber")
    if part_number is not None:
        if params.get("Range"):
            raise invalid_request("Cannot specify both Range header and partNumber query parameter")
        first, last, count = _part_range(row, part_number)
        answer["PartsCount"] = count
        if row.parts:
            answer["ContentRange"] = f"bytes {first}-{last}/{size}"
            _drop_checksums(answer)
        return answer, first, last - first + 1
    span = conditions.byte_range(params.get("Range"), size)
    if span is None:
        return answer, 0, size
    first, last = span
    answer["ContentRange"] = f"bytes {first}-{last}/{size}"
    answer["ContentLength"] = last - first + 1
    _drop_checksums(answer)  # a whole-object checksum does not describe a range
    return answer, first, last - first + 1


def _drop_checksums(answer: dict[str, Any]) -> None:
    for name in [k for k in answer if k.startswith("Checksum")]:
        del answer[name]


def _after_unseal(
    state: S3State, ctx: RequestContext, row: ObjectRow, answer: Callable[[], T]
) -> T | Awaitable[T]:
    """``answer()`` now for an object without SSE-KMS, else once the caller decrypted its data key."""
    if f'"{sse_kms.SEALED}"' not in row.headers:
        return answer()

    async def unsealed() -> T:
        await sse_kms.unseal(state, ctx, json.loads(row.headers))
        return answer()

    return unsealed()


def get_object(
    state: S3State, request: GetObjectRequest, ctx: RequestContext
) -> GetObjectResponse | Awaitable[GetObjectResponse]:
    row = object_row(state, request["Bucket"], request["Key"], request.get("VersionId"))
    storage_classes.check_readable(row)

    def answer() -> GetObjectResponse:
        out, first, length = _read_answer(row, request)
        out.update(storage_classes.expiration(state, row.bucket, row.key, row.size, row.last_modified))
        out["ContentLength"] = length
        out["Body"] = state.blobs.open_range(row.blob, first, length)  # streamed by the codec
        return cast("GetObjectResponse", out)

    return _after_unseal(state, ctx, row, answer)


def head_object(
    state: S3State, request: HeadObjectRequest, ctx: RequestContext
) -> HeadObjectResponse | Awaitable[HeadObjectResponse]:
    row = object_row(state, request["Bucket"], request["Key"], request.get("VersionId"), "HEAD")

    def answer() -> HeadObjectResponse:
        out, _first, length = _read_answer(row, request)
        out.update(storage_classes.expiration(state, row.bucket, row.key, row.size, row.last_modified))
        out["ContentLength"] = length
        return cast("HeadObjectResponse", out)

    return _after_unseal(state, ctx, row, answer)


def _delete_locked(state: S3State, ctx: RequestContext, bucket: str, key: str) -> bool:
    store = state.store
    row = stored.get(store, bucket, key)
    if row is None:
        return False
    stored.delete(store, bucket, key)
    blob = row.blob
    store.after_commit(lambda: state.blobs.delete([blob]))
    state.changed(ctx, ObjectChange(bucket, key, "ObjectRemoved:Delete", 0, "", state.sequencer()))
    return True


def _delete_one(
    state: S3State, ctx: RequestContext, bucket: str, key: str, version_id: str | None, bypass: bool = False
) -> dict[str, Any]:
    """Delete a key or one of its versions (in the caller's transaction): what S3 answers about it."""
    if version_id is not None:
        object_lock.check_deletable(state, bucket, key, version_id, bypass)
        was_marker = object_versions.delete_version(state, ctx, bucket, key, version_id)
        return {"VersionId": version_id, **({"DeleteMarker": True} if was_marker else {})}
    mode = versioning.status(state, bucket)
    if mode is None:
        _delete_locked(state, ctx, bucket, key)
        return {}
    marker = object_versions.add_delete_marker(state, ctx, bucket, key, mode)
    return {"DeleteMarker": True, "VersionId": marker}


def delete_object(state: S3State, request: DeleteObjectRequest, ctx: RequestContext) -> DeleteObjectResponse:
    params = cast("dict[str, Any]", request)
    version_id = params.get("VersionId")
    if version_id is not None:
        versioning.check_id(version_id)
    versioning.mfa_refused(params)
    with state.store.transaction():
        bucket = state.bucket(params["Bucket"])
        check_owner(bucket, params)
        if params.get("IfMatch") is not None:
            existing = stored.get(state.store, params["Bucket"], params["Key"])
            if existing is None:
                raise no_such_key(params["Key"])
            if not conditions.etag_matches(params["IfMatch"], existing.etag):
                raise AwsError(
                    "PreconditionFailed",
                    "At least one of the pre-conditions you specified did not hold",
                    status=412,
                    Condition="If-Match",
                )
        bypass = bool(params.get("BypassGovernanceRetention"))
        answer = _delete_one(state, ctx, params["Bucket"], params["Key"], version_id, bypass)
    return cast("DeleteObjectResponse", answer)


def delete_objects(
    state: S3State, request: DeleteObjectsRequest, ctx: RequestContext
) -> DeleteObjectsResponse:
    params = cast("dict[str, Any]", request)
    wanted = params.get("Delete") or {}
    objects = wanted.get("Objects") or []
    if not objects or len(objects) > 1000:
        raise malformed_xml()
    quiet = bool(wanted.get("Quiet"))
    bypass = bool(params.get("BypassGovernanceRetention"))
    versioning.mfa_refused(params)
    deleted: list[dict[str, Any]] = []
    errors: list[dict[str, Any]] = []
    with state.store.transaction():
        bucket = state.bucket(params["Bucket"])
        check_owner(bucket, params)
        for item in objects:
            key = item.get("Key")
            if not key:
                raise malformed_xml()
            version = item.get("VersionId")
            if version is not None and not versioning.valid_id(version):
                errors.append(
                    {
                        "Key": key,
                        "VersionId": version,
                        "Code": "NoSuchVersion",
                        "Message": "The specified version does not exist.",
                    }
                )
                continue
            try:
                done = _delete_one(state, ctx, params["Bucket"], key, version, bypass)
            except AwsError as refused:
                if refused.code != "AccessDenied":
                    raise
                errors.append(
                    {"Key": key, "VersionId": version, "Code": refused.code, "Message": refused.message}
                )
                continue
            if not quiet:
                if done.get("DeleteMarker"):
                    done["DeleteMarkerVersionId"] = done["VersionId"]
                    if version is None:
                        del done["VersionId"]
                deleted.append({"Key": key, **done})
    answer: dict[str, Any] = {}
    if deleted:
        answer["Deleted"] = deleted
    if errors:
        answer["Errors"] = errors
    return cast("DeleteObjectsResponse", answer)


def parse_copy_source(source: str) -> tuple[str, str, str | None]:
    """``bucket/key`` and the ``?versionId=`` of an ``x-amz-copy-source`` (None when it names none)."""
    text, _, query = source.partition("?")
    text = unquote(text).lstrip("/")
    bucket, slash, key = text.partition("/")
    if not slash or not bucket or not key:
        raise invalid_argument("Invalid copy source object key", "x-amz-copy-source", source)
    version: str | None = None
    if query:
        name, _, value = query.partition("=")
        if name != "versionId":
            raise invalid_argument("Invalid copy source object key", "x-amz-copy-source", source)
        version = unquote(value)
        versioning.check_id(version, "x-amz-copy-source")
    return bucket, key, version


async def copy_object(state: S3State, request: CopyObjectRequest, ctx: RequestContext) -> CopyObjectResponse:
    params = cast("dict[str, Any]", request)
    refuse_unsupported(params)
    for member in ("CopySourceSSECustomerAlgorithm", "CopySourceSSECustomerKey", "TaggingDirective"):
        if params.get(member) and not (member == "TaggingDirective" and params[member] == "COPY"):
            raise unsupported(f"{member}")
    bucket_name, key = params["Bucket"], params["Key"]
    check_owner(state.bucket(bucket_name), params)
    acl = acls.for_write(state, bucket_name, params, ctx)
    source_bucket, source_key, source_version = parse_copy_source(params["CopySource"])
    source = object_row(state, source_bucket, source_key, source_version, "COPY")
    storage_classes.check_readable(source)
    check_owner(state.bucket(source_bucket), params, "ExpectedSourceBucketOwner")
    conditions.check_read(source, params, prefix="CopySourceIf")
    await sse_kms.unseal(state, ctx, json.loads(source.headers))
    directive = params.get("MetadataDirective") or "COPY"
    if directive not in ("COPY", "REPLACE"):
        raise invalid_argument("Unknown metadata directive.", "MetadataDirective", directive)
    # copying a named version over its own key restores it: not a copy to itself
    same = (source_bucket, source_key, source_version) == (bucket_name, key, None)
    if same and directive == "COPY" and not params.get("ServerSideEncryption"):
        raise invalid_request(
            "This copy request is illegal because it is trying to copy an object to itself "
            "without changing the object's metadata, storage class, website redirect location or "
            "encryption attributes."
        )
    if directive == "REPLACE":
        metadata = params.get("Metadata") or {}
        headers = content_headers(params)
        content_type = params.get("ContentType")
    else:
        metadata = json.loads(source.metadata)
        headers = storage_classes.standard(sse_kms.without_seal(json.loads(source.headers)))
        headers.pop(acls.ACL_KEY, None)  # a copy's ACL is the copy request's
        for lock_key in object_lock.KEYS:  # and its lock the copy request's (or the bucket's default)
            headers.pop(lock_key, None)
        content_type = source.content_type
    check_metadata(metadata)
    sealed = await sse_kms.seal(state, ctx, params, bucket_name, key)
    headers.update(
        {**sealed, **acls.as_stored(acl), **object_lock.for_write(state, bucket_name, params, None)}
    )
    etag, checksum = source.etag, json.loads(source.checksum)
    if source.parts:
        # A copy is one object of one part: S3 gives it the MD5 of its bytes as its ETag.
        digests = Digests({}, None)
        async for chunk in state.blobs.open_range(source.blob, 0, source.size):
            digests.update(chunk)
        etag, checksum = digests.etag, {}
    name = await state.blobs.copy(source.blob)
    store = state.store
    try:
        with store.transaction():
            state.bucket(bucket_name)
            existing = stored.get(store, bucket_name, key)
            version_id = object_versions.before_write(state, bucket_name, key, existing)
            write_row(
                state,
                bucket_name,
                key,
                size=source.size,
                etag=etag,
                content_type=content_type,
                headers=headers,
                metadata=metadata,
                checksum=checksum,
                parts=None,
                blob=name,
                account_id=ctx.account_id,
                version_id=version_id,
            )
            state.changed(
                ctx,
                ObjectChange(
                    bucket_name,
                    key,
                    "ObjectCreated:Copy",
                    source.size,
                    etag,
                    state.sequencer(),
                    version_id=version_id,
                ),
            )
    except BaseException:
        state.blobs.delete([name])
        raise
    modified = stored.last_modified(store, bucket_name, key)
    result: dict[str, Any] = {"ETag": etag, "LastModified": modified}
    result.update({k: v for k, v in checksum_members(checksum).items() if k != "ChecksumType"})
    answer: dict[str, Any] = {"CopyObjectResult": result, **sse_kms.answered(sealed, params)}
    answer["VersionId"] = version_id
    if source.version_id is not None:
        answer["CopySourceVersionId"] = source.version_id
    answer.update(storage_classes.expiration(state, bucket_name, key, source.size))
    return cast("CopyObjectResponse", answer)


def object_owner(row: ObjectRow) -> dict[str, str]:
    return owner(row.owner)
