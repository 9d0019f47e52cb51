"""ListKafkaVersions: the versions of :mod:`versions`, ACTIVE or DEPRECATED as AWS lists them."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from labcloud.context import RequestContext
from labcloud.services.kafka import paging, versions
from labcloud.services.kafka.state import KafkaState

if TYPE_CHECKING:
    from labcloud.services.kafka.api import ListKafkaVersionsRequest, ListKafkaVersionsResponse


def list_kafka_versions(
    state: KafkaState, request: ListKafkaVersionsRequest, ctx: RequestContext
) -> ListKafkaVersionsResponse:
    listed = [{"Version": v, "Status": "DEPRECATED"} for v in versions.DEPRECATED]
    listed += [{"Version": v, "Status": "ACTIVE"} for v in versions.ACTIVE]
    shown, token = paging.page(listed, request.get("NextToken"), request.get("MaxResults"))
    out: dict[str, Any] = {"KafkaVersions": shown}
    if token:
        out["NextToken"] = token
    return cast("ListKafkaVersionsResponse", out)
