"""Typed requests and responses of apigatewaymanagementapi's operations, generated from botocore's model.

Do not edit: ``python -m labcloud.services._codegen.api_types apigatewaymanagementapi`` writes this file.
"""

from __future__ import annotations

from datetime import datetime
from typing import TypedDict


class DeleteConnectionRequest(TypedDict):
    ConnectionId: str


class GetConnectionRequest(TypedDict):
    ConnectionId: str


class GetConnectionResponse(TypedDict, total=False):
    ConnectedAt: datetime
    Identity: Identity
    LastActiveAt: datetime


class Identity(TypedDict):
    SourceIp: str
    UserAgent: str


class PostToConnectionRequest(TypedDict):
    ConnectionId: str
    Data: bytes


class DeleteConnectionResponse(TypedDict, total=False):
    pass


class PostToConnectionResponse(TypedDict, total=False):
    pass


#: Every operation of the model (the operations table must cover exactly these, or say why not).
OPERATIONS: tuple[str, ...] = (
    "DeleteConnection",
    "GetConnection",
    "PostToConnection",
)
