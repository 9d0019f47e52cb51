"""Typed requests and responses of dynamodbstreams's operations, generated from botocore's model.

Do not edit: ``python -m labcloud.services._codegen.api_types dynamodbstreams`` writes this file.
"""

from __future__ import annotations

from datetime import datetime
from typing import TypedDict


class AttributeValue(TypedDict, total=False):
    S: str
    N: str
    B: bytes
    SS: list[str]
    NS: list[str]
    BS: list[bytes]
    M: dict[str, AttributeValue]
    L: list[AttributeValue]
    NULL: bool
    BOOL: bool


class _DescribeStreamRequestRequired(TypedDict):
    StreamArn: str


class DescribeStreamRequest(_DescribeStreamRequestRequired, total=False):
    Limit: int
    ExclusiveStartShardId: str
    ShardFilter: ShardFilter


class DescribeStreamResponse(TypedDict, total=False):
    StreamDescription: StreamDescription


class _GetRecordsRequestRequired(TypedDict):
    ShardIterator: str


class GetRecordsRequest(_GetRecordsRequestRequired, total=False):
    Limit: int


class GetRecordsResponse(TypedDict, total=False):
    Records: list[Record]
    NextShardIterator: str


class _GetShardIteratorRequestRequired(TypedDict):
    StreamArn: str
    ShardId: str
    ShardIteratorType: str


class GetShardIteratorRequest(_GetShardIteratorRequestRequired, total=False):
    SequenceNumber: str
    Timestamp: datetime


class GetShardIteratorResponse(TypedDict, total=False):
    ShardIterator: str


class Identity(TypedDict, total=False):
    PrincipalId: str
    Type: str


class KeySchemaElement(TypedDict):
    AttributeName: str
    KeyType: str


class ListStreamsRequest(TypedDict, total=False):
    TableName: str
    Limit: int
    ExclusiveStartStreamArn: str


class ListStreamsResponse(TypedDict, total=False):
    Streams: list[Stream]
    LastEvaluatedStreamArn: str


class Record(TypedDict, total=False):
    eventID: str
    eventName: str
    eventVersion: str
    eventSource: str
    awsRegion: str
    dynamodb: StreamRecord
    userIdentity: Identity


class SequenceNumberRange(TypedDict, total=False):
    StartingSequenceNumber: str
    EndingSequenceNumber: str


class Shard(TypedDict, total=False):
    ShardId: str
    SequenceNumberRange: SequenceNumberRange
    ParentShardId: str


class ShardFilter(TypedDict, total=False):
    Type: str
    ShardId: str


class Stream(TypedDict, total=False):
    StreamArn: str
    TableName: str
    StreamLabel: str


class StreamDescription(TypedDict, total=False):
    StreamArn: str
    StreamLabel: str
    StreamStatus: str
    StreamViewType: str
    CreationRequestDateTime: datetime
    TableName: str
    KeySchema: list[KeySchemaElement]
    Shards: list[Shard]
    LastEvaluatedShardId: str


class StreamRecord(TypedDict, total=False):
    ApproximateCreationDateTime: datetime
    Keys: dict[str, AttributeValue]
    NewImage: dict[str, AttributeValue]
    OldImage: dict[str, AttributeValue]
    SequenceNumber: str
    SizeBytes: int
    StreamViewType: str


#: Every operation of the model (the operations table must cover exactly these, or say why not).
OPERATIONS: tuple[str, ...] = (
    "DescribeStream",
    "GetRecords",
    "GetShardIterator",
    "ListStreams",
)
