"""Tags on HTTP APIs, stages and VPC links, addressed by ARN (``arn:aws:apigateway:<region>::/apis/<id>[/stages/<name>]``,
``arn:aws:apigateway:<region>::/vpclinks/<id>``), and on custom domain names
(``arn:aws:apigateway:<region>::/domainnames/<name>``: API Gateway keeps those, ``domain_ops.py``)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any, cast

from labcloud.context import RequestContext
from labcloud.services.apigatewayv2 import domain_ops, vpc_link_ops
from labcloud.services.apigatewayv2.errors import bad_request
from labcloud.services.apigatewayv2.lookup import api_of, part_of
from labcloud.services.apigatewayv2.repo.vpclinks import VpcLinkRecord
from labcloud.services.apigatewayv2.state import HttpApiState
from labcloud.services.apigatewayv2.tags import checked_tags

if TYPE_CHECKING:
    from labcloud.services.apigatewayv2.api import (
        GetTagsRequest,
        GetTagsResponse,
        TagResourceRequest,
        TagResourceResponse,
        UntagResourceRequest,
        UntagResourceResponse,
    )

_ARN = re.compile(
    r"^arn:aws:apigateway:(?P<region>[a-z0-9-]+)::/apis/(?P<api>[^/]+)(?:/stages/(?P<stage>[^/]+))?$"
)


_DOMAIN_ARN = re.compile(r"^arn:aws:apigateway:(?P<region>[a-z0-9-]+)::/domainnames/(?P<name>[^/]+)$")
_LINK_ARN = re.compile(r"^arn:aws:apigateway:(?P<region>[a-z0-9-]+)::/vpclinks/(?P<link>[^/]+)$")


def _domain_tags(
    state: HttpApiState, ctx: RequestContext, arn: str, add: dict[str, str], remove: list[str]
) -> dict[str, str] | None:
    """The tags of the custom domain name ``arn`` names after the change, or None when it names none."""
    match = _DOMAIN_ARN.match(arn)
    if match is None or match.group("region") != ctx.region:
        return None
    return domain_ops.domain_door(state).tags(ctx, match.group("name"), add, remove)


def _tagged(state: HttpApiState, ctx: RequestContext, arn: str) -> tuple[Any, dict[str, Any]]:
    link = _LINK_ARN.match(arn)
    if link is not None and link.group("region") == ctx.region:
        record = vpc_link_ops.link_of(state, ctx, link.group("link"))
        return record, record.doc
    match = _ARN.match(arn)
    if match is None or match.group("region") != ctx.region:
        raise bad_request(f"Invalid ARN: {arn}")
    api = api_of(state, ctx, match.group("api"))
    if match.group("stage") is None:
        return api, api.doc
    stage = part_of(state, api, "stage", match.group("stage"))
    return stage, stage.doc


def _check(current: dict[str, str], added: dict[str, str]) -> None:
    checked_tags({**current, **added})


def _save(state: HttpApiState, record: Any) -> None:
    if isinstance(record, VpcLinkRecord):
        vpc_link_ops.save_tags(state, record)
    elif hasattr(record, "kind"):
        state.apis.save_part(record)
    else:
        state.apis.save_api(record)


def tag_resource(
    state: HttpApiState, request: TagResourceRequest, ctx: RequestContext
) -> TagResourceResponse:
    with state.store.transaction():
        if _DOMAIN_ARN.match(request["ResourceArn"]):
            _check(_domain_tags(state, ctx, request["ResourceArn"], {}, []) or {}, request.get("Tags") or {})
            if (
                _domain_tags(state, ctx, request["ResourceArn"], dict(request.get("Tags") or {}), [])
                is not None
            ):
                return {}
        record, doc = _tagged(state, ctx, request["ResourceArn"])
        tags = {**(doc.get("Tags") or {}), **(request.get("Tags") or {})}
        _check(doc.get("Tags") or {}, request.get("Tags") or {})
        doc["Tags"] = tags
        _save(state, record)
    return {}


def untag_resource(
    state: HttpApiState, request: UntagResourceRequest, ctx: RequestContext
) -> UntagResourceResponse:
    with state.store.transaction():
        if _domain_tags(state, ctx, request["ResourceArn"], {}, list(request["TagKeys"])) is not None:
            return {}
        record, doc = _tagged(state, ctx, request["ResourceArn"])
        doc["Tags"] = {k: v for k, v in (doc.get("Tags") or {}).items() if k not in request["TagKeys"]}
        _save(state, record)
    return {}


def get_tags(state: HttpApiState, request: GetTagsRequest, ctx: RequestContext) -> GetTagsResponse:
    found = _domain_tags(state, ctx, request["ResourceArn"], {}, [])
    if found is not None:
        return cast("GetTagsResponse", {"Tags": found})
    _, doc = _tagged(state, ctx, request["ResourceArn"])
    return cast("GetTagsResponse", {"Tags": dict(doc.get("Tags") or {})})
