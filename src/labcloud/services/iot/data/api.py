"""Typed requests and responses of iot-data's operations, generated from botocore's model.

Do not edit: ``python -m labcloud.services._codegen.api_types iot-data`` writes this file.
"""

from __future__ import annotations

from typing import TypedDict


class _DeleteConnectionRequestRequired(TypedDict):
    clientId: str


class DeleteConnectionRequest(_DeleteConnectionRequestRequired, total=False):
    cleanSession: bool
    preventWillMessage: bool


class _DeleteThingShadowRequestRequired(TypedDict):
    thingName: str


class DeleteThingShadowRequest(_DeleteThingShadowRequestRequired, total=False):
    shadowName: str


class DeleteThingShadowResponse(TypedDict):
    payload: bytes


class _GetConnectionRequestRequired(TypedDict):
    clientId: str


class GetConnectionRequest(_GetConnectionRequestRequired, total=False):
    includeSocketInformation: bool


class GetConnectionResponse(TypedDict, total=False):
    connected: bool
    thingName: str
    cleanSession: bool
    sourceIp: str
    sourcePort: int
    targetIp: str
    targetPort: int
    keepAliveDuration: int
    connectedSince: int
    disconnectedSince: int
    disconnectReason: str
    sessionExpiry: int
    clientId: str
    vpcEndpointId: str


class GetRetainedMessageRequest(TypedDict):
    topic: str


class GetRetainedMessageResponse(TypedDict, total=False):
    topic: str
    payload: bytes
    qos: int
    lastModifiedTime: int
    userProperties: bytes


class _GetThingShadowRequestRequired(TypedDict):
    thingName: str


class GetThingShadowRequest(_GetThingShadowRequestRequired, total=False):
    shadowName: str


class GetThingShadowResponse(TypedDict, total=False):
    payload: bytes


class _ListNamedShadowsForThingRequestRequired(TypedDict):
    thingName: str


class ListNamedShadowsForThingRequest(_ListNamedShadowsForThingRequestRequired, total=False):
    nextToken: str
    pageSize: int


class ListNamedShadowsForThingResponse(TypedDict, total=False):
    results: list[str]
    nextToken: str
    timestamp: int


class ListRetainedMessagesRequest(TypedDict, total=False):
    nextToken: str
    maxResults: int


class ListRetainedMessagesResponse(TypedDict, total=False):
    retainedTopics: list[RetainedMessageSummary]
    nextToken: str


class _ListSubscriptionsRequestRequired(TypedDict):
    clientId: str


class ListSubscriptionsRequest(_ListSubscriptionsRequestRequired, total=False):
    nextToken: str
    maxResults: int


class ListSubscriptionsResponse(TypedDict, total=False):
    subscriptions: list[SubscriptionSummary]
    nextToken: str


class _PublishRequestRequired(TypedDict):
    topic: str


class PublishRequest(_PublishRequestRequired, total=False):
    qos: int
    retain: bool
    payload: bytes
    userProperties: str
    payloadFormatIndicator: str
    contentType: str
    responseTopic: str
    correlationData: str
    messageExpiry: int


class RetainedMessageSummary(TypedDict, total=False):
    topic: str
    payloadSize: int
    qos: int
    lastModifiedTime: int


class _SendDirectMessageRequestRequired(TypedDict):
    clientId: str
    topic: str


class SendDirectMessageRequest(_SendDirectMessageRequestRequired, total=False):
    contentType: str
    responseTopic: str
    confirmation: bool
    timeout: int
    payload: bytes
    userProperties: str
    payloadFormatIndicator: str
    correlationData: str


class SendDirectMessageResponse(TypedDict, total=False):
    message: str
    traceId: str


class SubscriptionSummary(TypedDict):
    topicFilter: str
    qos: int


class _UpdateThingShadowRequestRequired(TypedDict):
    thingName: str
    payload: bytes


class UpdateThingShadowRequest(_UpdateThingShadowRequestRequired, total=False):
    shadowName: str


class UpdateThingShadowResponse(TypedDict, total=False):
    payload: bytes


class DeleteConnectionResponse(TypedDict, total=False):
    pass


class PublishResponse(TypedDict, total=False):
    pass


#: Every operation of the model (the operations table must cover exactly these, or say why not).
OPERATIONS: tuple[str, ...] = (
    "DeleteConnection",
    "DeleteThingShadow",
    "GetConnection",
    "GetRetainedMessage",
    "GetThingShadow",
    "ListNamedShadowsForThing",
    "ListRetainedMessages",
    "ListSubscriptions",
    "Publish",
    "SendDirectMessage",
    "UpdateThingShadow",
)
