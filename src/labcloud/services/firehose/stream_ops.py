"""Delivery streams: create, describe, list, delete and UpdateDestination.

Sources: DirectPut and KinesisStreamAsSource; destinations: S3 and ExtendedS3 (``config.py``). A stream
is ACTIVE once created: the checks AWS makes while CREATING (the role can be assumed by Firehose, the
source stream exists and the role may read it) are made before the create answers, so a stream that
could not work is refused with InvalidArgumentException instead of being left CREATING_FAILED.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.firehose import acting, config, errors, lookup, publish
from labcloud.services.firehose.repo import streams
from labcloud.services.firehose.repo.streams import DeliveryStream
from labcloud.services.firehose.state import FirehoseState

if TYPE_CHECKING:
    from labcloud.services.firehose.api import (
        CreateDeliveryStreamRequest,
        CreateDeliveryStreamResponse,
        DeleteDeliveryStreamRequest,
        DeleteDeliveryStreamResponse,
        DescribeDeliveryStreamRequest,
        DescribeDeliveryStreamResponse,
        ListDeliveryStreamsRequest,
        ListDeliveryStreamsResponse,
        UpdateDestinationRequest,
        UpdateDestinationResponse,
    )

#: Delivery streams per account and Region (AWS's default quota is 5000; labcloud keeps it small).
MAX_STREAMS = 500
DESTINATION_ID = "destinationId-000000000001"
UNSUPPORTED_SOURCES = {
    "MSKSourceConfiguration": "the Amazon MSK source (MSKSourceConfiguration)",
    "DatabaseSourceConfiguration": "the database source (DatabaseSourceConfiguration)",
}


def _refuse_other_destinations(request: Any, suffix: str) -> None:
    for other, words in config.OTHER_DESTINATIONS.items():
        if request.get(f"{other}{suffix}") is not None:
            raise errors.unsupported(f"{words} ({other}{suffix})")


def _check_role(state: FirehoseState, role_arn: str, account_id: str) -> None:
    try:
        acting.principal(state.services, role_arn, account_id)
    except acting.RoleRefused as refused:
        raise errors.invalid_argument(str(refused)) from None


async def _check_source(state: FirehoseState, source: dict[str, Any], ctx: RequestContext) -> None:
    arn = str(source["KinesisStreamARN"])
    parts = arn.split(":")
    if len(parts) < 6 or parts[2] != "kinesis" or not parts[5].startswith("stream/"):
        raise errors.invalid_argument(f"{arn} is not a valid Kinesis stream ARN.")
    try:
        principal = acting.principal(state.services, str(source["RoleARN"]), ctx.account_id)
    except acting.RoleRefused as refused:
        raise errors.invalid_argument(str(refused)) from None
    try:
        await state.services.call(
            "kinesis",
            "DescribeStream",
            {"StreamARN": arn, "Limit": 1},
            **acting.calling(ctx.arn("firehose", "deliverystream/x"), principal, parts[3]),
        )
    except AwsError as error:
        if error.code == "ResourceNotFoundException":
            raise errors.invalid_argument(f"Kinesis stream {arn} does not exist.") from None
        raise errors.invalid_argument(
            f"Firehose could not read the Kinesis stream {arn} as role {source['RoleARN']}: {error.code}."
        ) from None


async def check_key(state: FirehoseState, key_arn: str) -> None:
    """A customer managed key must be an enabled symmetric KMS key (InvalidKMSResourceException)."""
    try:
        described = await state.services.call("kms", "DescribeKey", {"KeyId": key_arn})
    except AwsError as error:
        raise errors.invalid_kms(f"KMS key {key_arn} cannot be used: {error.code}: {error.message}") from None
    meta = described.get("KeyMetadata") or {}
    if not meta.get("Enabled", True) or meta.get("KeySpec", "SYMMETRIC_DEFAULT") != "SYMMETRIC_DEFAULT":
        raise errors.invalid_kms(f"KMS key {key_arn} is not an enabled symmetric key.")


def check_encryption_input(given: dict[str, Any]) -> dict[str, Any]:
    kind = given["KeyType"]
    if kind not in ("AWS_OWNED_CMK", "CUSTOMER_MANAGED_CMK"):
        raise errors.invalid_argument(f"KeyType {kind} is not valid.")
    if kind == "CUSTOMER_MANAGED_CMK" and not given.get("KeyARN"):
        raise errors.invalid_argument("KeyARN is required when KeyType is CUSTOMER_MANAGED_CMK.")
    if kind == "AWS_OWNED_CMK" and given.get("KeyARN"):
        raise errors.invalid_argument("KeyARN must not be specified when KeyType is AWS_OWNED_CMK.")
    out = {"KeyType": kind, "Status": "ENABLED"}
    if given.get("KeyARN"):
        out["KeyARN"] = given["KeyARN"]
    return out


async def create_delivery_stream(
    state: FirehoseState, request: CreateDeliveryStreamRequest, ctx: RequestContext
) -> CreateDeliveryStreamResponse:
    name = request["DeliveryStreamName"]
    kind = request.get("DeliveryStreamType") or "DirectPut"
    if kind not in ("DirectPut", "KinesisStreamAsSource"):
        raise errors.unsupported(f"DeliveryStreamType {kind}")
    for member, words in UNSUPPORTED_SOURCES.items():
        if request.get(member) is not None:
            raise errors.unsupported(words)
    _refuse_other_destinations(request, "DestinationConfiguration")
    plain, extended, http, aoss = (
        request.get("S3DestinationConfiguration"),
        request.get("ExtendedS3DestinationConfiguration"),
        request.get("HttpEndpointDestinationConfiguration"),
        request.get("AmazonOpenSearchServerlessDestinationConfiguration"),
    )
    if sum(given is not None for given in (plain, extended, http, aoss)) > 1:
        raise errors.invalid_argument("Only one destination configuration can be specified.")
    if http is not None:
        destination_kind = "HttpEndpoint"
        destination = config.http_normalized(dict(http))
    elif aoss is not None:
        destination_kind = "AmazonOpenSearchServerless"
        destination = config.aoss_normalized(dict(aoss))
    else:
        destination_kind = "ExtendedS3"
        given = extended if extended is not None else plain
        if given is None:
            raise errors.invalid_argument("A destination configuration must be specified.")
        destination = config.normalized(dict(given), extended=extended is not None)
    source: dict[str, Any] | None = None
    if kind == "KinesisStreamAsSource":
        if request.get("KinesisStreamSourceConfiguration") is None:
            raise errors.invalid_argument(
                "KinesisStreamSourceConfiguration is required for DeliveryStreamType KinesisStreamAsSource."
            )
        if request.get("DeliveryStreamEncryptionConfigurationInput") is not None:
            raise errors.invalid_argument(
                "Server-side encryption is not supported for a stream whose source is a Kinesis data stream."
            )
        if request.get("DirectPutSourceConfiguration") is not None:
            raise errors.invalid_argument(
                "DirectPutSourceConfiguration is only valid for DeliveryStreamType DirectPut."
            )
        source = dict(request["KinesisStreamSourceConfiguration"])
    elif request.get("KinesisStreamSourceConfiguration") is not None:
        raise errors.invalid_argument(
            "KinesisStreamSourceConfiguration is only valid for DeliveryStreamType KinesisStreamAsSource."
        )
    else:
        hint = request.get("DirectPutSourceConfiguration")
        source = None if hint is None else {"DirectPut": dict(hint)}
    encryption = None
    if request.get("DeliveryStreamEncryptionConfigurationInput") is not None:
        encryption = check_encryption_input(dict(request["DeliveryStreamEncryptionConfigurationInput"]))
    tags = [{"Key": tag["Key"], "Value": tag.get("Value", "")} for tag in request.get("Tags") or []]
    if len({tag["Key"] for tag in tags}) != len(tags):
        raise errors.invalid_argument("Tag keys must be unique.")
    _check_role(state, config.role_of(destination), ctx.account_id)
    if source is not None and "KinesisStreamARN" in source:
        await _check_source(state, source, ctx)
    if encryption is not None and encryption.get("KeyARN"):
        await check_key(state, str(encryption["KeyARN"]))
    if streams.find(state.store, ctx.account_id, ctx.region, name) is not None:
        raise errors.in_use(f"Firehose {name} under accountId {ctx.account_id} already exists")
    if streams.count(state.store, ctx.account_id, ctx.region) >= MAX_STREAMS:
        raise errors.limit_exceeded(
            f"You have already consumed your firehose quota of {MAX_STREAMS} hoses. Firehose names: {name}"
        )
    now = clock.now()
    with state.store.transaction():
        sid = streams.insert(
            state.store,
            ctx.account_id,
            ctx.region,
            name,
            kind,
            destination_kind,
            destination,
            source,
            encryption,
            tags,
            now,
        )
        created = streams.by_id(state.store, sid)
        assert created is not None
        publish.emit(
            state,
            created,
            "firehose.stream.created",
            source=kind,
            destination=destination_kind,
            bucket=config.bucket_of(destination),
            kinesis_stream=(source or {}).get("KinesisStreamARN", ""),
        )
    state.nudge()
    return {"DeliveryStreamARN": created.arn}


def source_description(stream: DeliveryStream) -> dict[str, Any] | None:
    if stream.source is None:
        return None
    if "KinesisStreamARN" in stream.source:
        return {
            "KinesisStreamSourceDescription": {
                "KinesisStreamARN": stream.source["KinesisStreamARN"],
                "RoleARN": stream.source["RoleARN"],
                "DeliveryStartTimestamp": lookup.when(stream.created),
            }
        }
    return {"DirectPutSourceDescription": dict(stream.source["DirectPut"])}


def destination_description(stream: DeliveryStream) -> dict[str, Any]:
    if stream.destination_kind == "AmazonOpenSearchServerless":
        return {
            "DestinationId": DESTINATION_ID,
            "AmazonOpenSearchServerlessDestinationDescription": config.aoss_description(stream.destination),
        }
    if stream.destination_kind == "HttpEndpoint":
        return {
            "DestinationId": DESTINATION_ID,
            "HttpEndpointDestinationDescription": config.http_description(stream.destination),
        }
    return {
        "DestinationId": DESTINATION_ID,
        "S3DestinationDescription": config.s3_description(stream.destination),
        "ExtendedS3DestinationDescription": config.extended_description(stream.destination),
    }


def describe(stream: DeliveryStream) -> dict[str, Any]:
    out: dict[str, Any] = {
        "DeliveryStreamName": stream.name,
        "DeliveryStreamARN": stream.arn,
        "DeliveryStreamStatus": stream.status,
        "DeliveryStreamType": stream.kind,
        "VersionId": str(stream.version),
        "CreateTimestamp": lookup.when(stream.created),
        "Destinations": [destination_description(stream)],
        "HasMoreDestinations": False,
        "DeliveryStreamEncryptionConfiguration": stream.encryption or {"Status": "DISABLED"},
    }
    if stream.updated != stream.created:
        out["LastUpdateTimestamp"] = lookup.when(stream.updated)
    source = source_description(stream)
    if source is not None:
        out["Source"] = source
    return out


def describe_delivery_stream(
    state: FirehoseState, request: DescribeDeliveryStreamRequest, ctx: RequestContext
) -> DescribeDeliveryStreamResponse:
    stream = lookup.stream(state, ctx, request["DeliveryStreamName"])
    return {"DeliveryStreamDescription": describe(stream)}  # type: ignore[typeddict-item]


def list_delivery_streams(
    state: FirehoseState, request: ListDeliveryStreamsRequest, ctx: RequestContext
) -> ListDeliveryStreamsResponse:
    limit = int(request.get("Limit") or 10)
    kind = request.get("DeliveryStreamType")
    if kind is not None and kind not in (
        "DirectPut",
        "KinesisStreamAsSource",
        "MSKAsSource",
        "DatabaseAsSource",
    ):
        raise errors.invalid_argument(f"DeliveryStreamType {kind} is not valid.")
    names = streams.names(
        state.store, ctx.account_id, ctx.region, kind, request.get("ExclusiveStartDeliveryStreamName")
    )
    return {"DeliveryStreamNames": names[:limit], "HasMoreDeliveryStreams": len(names) > limit}


def delete_delivery_stream(
    state: FirehoseState, request: DeleteDeliveryStreamRequest, ctx: RequestContext
) -> DeleteDeliveryStreamResponse:
    stream = lookup.stream(state, ctx, request["DeliveryStreamName"])
    with state.store.transaction():
        streams.delete(state.store, stream.id)
        publish.emit(state, stream, "firehose.stream.deleted")
    state.retry_at.pop(stream.id, None)
    state.nudge()
    return {}


def update_destination(
    state: FirehoseState, request: UpdateDestinationRequest, ctx: RequestContext
) -> UpdateDestinationResponse:
    stream = lookup.stream(state, ctx, request["DeliveryStreamName"])
    _refuse_other_destinations(request, "DestinationUpdate")
    if request.get("AmazonOpenSearchServerlessDestinationUpdate") is not None or (
        stream.destination_kind == "AmazonOpenSearchServerless"
    ):
        raise errors.unsupported(
            "UpdateDestination of an OpenSearch Serverless destination (delete and create the stream)"
        )
    if request["CurrentDeliveryStreamVersionId"] != str(stream.version):
        raise errors.concurrent_modification(
            f"Cannot update firehose: {stream.name} since the current version id: {stream.version} and"
            f" specified version id: {request['CurrentDeliveryStreamVersionId']} do not match"
        )
    if request["DestinationId"] != DESTINATION_ID:
        raise errors.invalid_argument(
            f"Destination Id {request['DestinationId']} not found for firehose {stream.name}."
        )
    plain, extended = request.get("S3DestinationUpdate"), request.get("ExtendedS3DestinationUpdate")
    http = request.get("HttpEndpointDestinationUpdate")
    if sum(given is not None for given in (plain, extended, http)) > 1:
        raise errors.invalid_argument("Only one destination update can be specified.")
    update = extended if extended is not None else plain if plain is not None else http
    if update is None:
        raise errors.invalid_argument("A destination update must be specified.")
    if (http is not None) != (stream.destination_kind == "HttpEndpoint"):
        raise errors.unsupported("changing a delivery stream's destination type (UpdateDestination)")
    if http is not None:
        destination = config.http_merged(stream.destination, dict(http))
    else:
        destination = config.merged(stream.destination, dict(update))
    if update.get("RoleARN") or destination.get("RoleARN") != stream.destination.get("RoleARN"):
        _check_role(state, config.role_of(destination), ctx.account_id)
    with state.store.transaction():
        streams.set_destination(state.store, stream.id, destination, clock.now())
        publish.emit(state, stream, "firehose.stream.updated", version=stream.version + 1)
    state.nudge()
    return {}
