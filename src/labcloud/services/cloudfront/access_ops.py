"""Origin access controls (OAC: CloudFront signs its S3 reads as ``cloudfront.amazonaws.com``) and origin
access identities (OAI: a ``CloudFront Origin Access Identity <id>`` user): create, get, list, delete."""

from __future__ import annotations

import hashlib
from typing import TYPE_CHECKING, Any, cast

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.cloudfront import distributions as dists
from labcloud.services.cloudfront.errors import check_if_match, conflict, invalid_argument, not_found
from labcloud.services.cloudfront.events import emit
from labcloud.services.cloudfront.paging import listing
from labcloud.services.cloudfront.repo import rows
from labcloud.services.cloudfront.state import CloudFrontState

if TYPE_CHECKING:
    from labcloud.services.cloudfront.api import (
        CreateCloudFrontOriginAccessIdentityRequest,
        CreateCloudFrontOriginAccessIdentityResponse,
        CreateOriginAccessControlRequest,
        CreateOriginAccessControlResponse,
        DeleteCloudFrontOriginAccessIdentityRequest,
        DeleteCloudFrontOriginAccessIdentityResponse,
        DeleteOriginAccessControlRequest,
        DeleteOriginAccessControlResponse,
        GetCloudFrontOriginAccessIdentityRequest,
        GetCloudFrontOriginAccessIdentityResponse,
        GetOriginAccessControlRequest,
        GetOriginAccessControlResponse,
        ListCloudFrontOriginAccessIdentitiesRequest,
        ListCloudFrontOriginAccessIdentitiesResponse,
        ListOriginAccessControlsRequest,
        ListOriginAccessControlsResponse,
    )

#: AWS's default quotas.
MAX_OACS = 100
MAX_OAIS = 100
ORIGIN_TYPES = frozenset({"s3", "mediastore", "mediapackagev2", "lambda"})


def oai_arn(oai_id: str) -> str:
    """The IAM user a bucket policy names to let an OAI in."""
    return f"arn:aws:iam::cloudfront:user/CloudFront Origin Access Identity {oai_id}"


def _users(state: CloudFrontState, account_id: str, field: str, value: str) -> bool:
    for doc in rows.of_account(state.store, "distribution", account_id):
        for origin in doc["DistributionConfig"]["Origins"]["Items"]:
            found = (
                origin.get("OriginAccessControlId")
                if field == "oac"
                else (origin.get("S3OriginConfig") or {}).get("OriginAccessIdentity")
            )
            if found == value:
                return True
    return False


# ------------------------------------------------------------------ origin access controls


def create_origin_access_control(
    state: CloudFrontState, request: CreateOriginAccessControlRequest, ctx: RequestContext
) -> CreateOriginAccessControlResponse:
    config = cast("dict[str, Any]", request["OriginAccessControlConfig"])
    if config["OriginAccessControlOriginType"] not in ORIGIN_TYPES:
        raise invalid_argument("The parameter OriginAccessControlOriginType is invalid.")
    if config["SigningProtocol"] != "sigv4":
        raise invalid_argument("The parameter SigningProtocol must be sigv4.")
    if config["SigningBehavior"] not in ("never", "always", "no-override"):
        raise invalid_argument("The parameter SigningBehavior is invalid.")
    with state.store.transaction():
        names = {
            d["OriginAccessControlConfig"]["Name"]
            for d in rows.of_account(state.store, "oac", ctx.account_id)
        }
        if config["Name"] in names:
            raise conflict(
                "OriginAccessControlAlreadyExists",
                "An origin access control with the same name already exists.",
            )
        if len(names) >= MAX_OACS:
            raise AwsError(
                "TooManyOriginAccessControls",
                "The number of origin access controls in your Amazon Web Services account exceeds the maximum allowed.",
                status=400,
            )
        oac_id = dists.new_id()
        doc = {
            "Id": oac_id,
            "ETag": dists.new_id(),
            "OriginAccessControlConfig": {"Description": "", **config},
        }
        rows.insert(state.store, "oac", oac_id, ctx.account_id, clock.now(), doc)
        emit(state, ctx.account_id, "cloudfront.oac.created", oac_id, id=oac_id, name=config["Name"])
    return cast(
        "CreateOriginAccessControlResponse",
        {
            "OriginAccessControl": {
                "Id": oac_id,
                "OriginAccessControlConfig": doc["OriginAccessControlConfig"],
            },
            "Location": f"{ctx.endpoint}/2020-05-31/origin-access-control/{oac_id}",
            "ETag": doc["ETag"],
        },
    )


def _oac(state: CloudFrontState, ctx: RequestContext, oac_id: str) -> dict[str, Any]:
    doc = rows.get(state.store, "oac", oac_id, ctx.account_id)
    if doc is None:
        raise not_found("NoSuchOriginAccessControl", "The specified origin access control does not exist.")
    return doc


def get_origin_access_control(
    state: CloudFrontState, request: GetOriginAccessControlRequest, ctx: RequestContext
) -> GetOriginAccessControlResponse:
    doc = _oac(state, ctx, request["Id"])
    return cast(
        "GetOriginAccessControlResponse",
        {
            "OriginAccessControl": {
                "Id": doc["Id"],
                "OriginAccessControlConfig": doc["OriginAccessControlConfig"],
            },
            "ETag": doc["ETag"],
        },
    )


def list_origin_access_controls(
    state: CloudFrontState, request: ListOriginAccessControlsRequest, ctx: RequestContext
) -> ListOriginAccessControlsResponse:
    answer = listing(
        rows.of_account(state.store, "oac", ctx.account_id),
        request,
        lambda d: {"Id": d["Id"], **d["OriginAccessControlConfig"]},
    )
    return cast("ListOriginAccessControlsResponse", {"OriginAccessControlList": answer})


def delete_origin_access_control(
    state: CloudFrontState, request: DeleteOriginAccessControlRequest, ctx: RequestContext
) -> DeleteOriginAccessControlResponse:
    with state.store.transaction():
        doc = _oac(state, ctx, request["Id"])
        check_if_match(request.get("IfMatch"), doc["ETag"])
        if _users(state, ctx.account_id, "oac", doc["Id"]):
            raise conflict(
                "OriginAccessControlInUse",
                "Cannot delete, the origin access control is in use by a distribution.",
            )
        rows.delete(state.store, "oac", doc["Id"])
        emit(state, ctx.account_id, "cloudfront.oac.deleted", doc["Id"], id=doc["Id"])
    return cast("DeleteOriginAccessControlResponse", {})


# ------------------------------------------------------------------ origin access identities


def _oai_out(doc: dict[str, Any]) -> dict[str, Any]:
    return {
        "Id": doc["Id"],
        "S3CanonicalUserId": doc["S3CanonicalUserId"],
        "CloudFrontOriginAccessIdentityConfig": doc["Config"],
    }


def create_cloud_front_origin_access_identity(
    state: CloudFrontState, request: CreateCloudFrontOriginAccessIdentityRequest, ctx: RequestContext
) -> CreateCloudFrontOriginAccessIdentityResponse:
    config = cast("dict[str, Any]", request["CloudFrontOriginAccessIdentityConfig"])
    with state.store.transaction():
        same = rows.by_reference(state.store, "oai", ctx.account_id, config["CallerReference"])
        if same is not None:
            if same["Config"] != config:
                raise conflict(
                    "CloudFrontOriginAccessIdentityAlreadyExists",
                    "If the CallerReference is a value you already sent in a previous request to create an identity but the content of the CloudFrontOriginAccessIdentityConfig is different from the original request, CloudFront returns a CloudFrontOriginAccessIdentityAlreadyExists error.",
                )
            doc = same
        else:
            if rows.count(state.store, "oai", ctx.account_id) >= MAX_OAIS:
                raise AwsError(
                    "TooManyCloudFrontOriginAccessIdentities",
                    "Processing your request would cause you to exceed the maximum number of origin access identities allowed.",
                    status=400,
                )
            oai_id = dists.new_id()
            doc = {
                "Id": oai_id,
                "ETag": dists.new_id(),
                "S3CanonicalUserId": hashlib.sha384(oai_id.encode()).hexdigest()[:96],
                "Config": config,
            }
            rows.insert(
                state.store,
                "oai",
                oai_id,
                ctx.account_id,
                clock.now(),
                doc,
                reference=config["CallerReference"],
            )
            emit(state, ctx.account_id, "cloudfront.oai.created", oai_arn(oai_id), id=oai_id)
    return cast(
        "CreateCloudFrontOriginAccessIdentityResponse",
        {
            "CloudFrontOriginAccessIdentity": _oai_out(doc),
            "Location": f"{ctx.endpoint}/2020-05-31/origin-access-identity/cloudfront/{doc['Id']}",
            "ETag": doc["ETag"],
        },
    )


def _oai(state: CloudFrontState, ctx: RequestContext, oai_id: str) -> dict[str, Any]:
    doc = rows.get(state.store, "oai", oai_id, ctx.account_id)
    if doc is None:
        raise not_found(
            "NoSuchCloudFrontOriginAccessIdentity", "The specified origin access identity does not exist."
        )
    return doc


def get_cloud_front_origin_access_identity(
    state: CloudFrontState, request: GetCloudFrontOriginAccessIdentityRequest, ctx: RequestContext
) -> GetCloudFrontOriginAccessIdentityResponse:
    doc = _oai(state, ctx, request["Id"])
    return cast(
        "GetCloudFrontOriginAccessIdentityResponse",
        {"CloudFrontOriginAccessIdentity": _oai_out(doc), "ETag": doc["ETag"]},
    )


def list_cloud_front_origin_access_identities(
    state: CloudFrontState, request: ListCloudFrontOriginAccessIdentitiesRequest, ctx: RequestContext
) -> ListCloudFrontOriginAccessIdentitiesResponse:
    answer = listing(
        rows.of_account(state.store, "oai", ctx.account_id),
        request,
        lambda d: {
            "Id": d["Id"],
            "S3CanonicalUserId": d["S3CanonicalUserId"],
            "Comment": d["Config"].get("Comment", ""),
        },
    )
    return cast(
        "ListCloudFrontOriginAccessIdentitiesResponse", {"CloudFrontOriginAccessIdentityList": answer}
    )


def delete_cloud_front_origin_access_identity(
    state: CloudFrontState, request: DeleteCloudFrontOriginAccessIdentityRequest, ctx: RequestContext
) -> DeleteCloudFrontOriginAccessIdentityResponse:
    with state.store.transaction():
        doc = _oai(state, ctx, request["Id"])
        check_if_match(request.get("IfMatch"), doc["ETag"])
        if _users(state, ctx.account_id, "oai", f"origin-access-identity/cloudfront/{doc['Id']}"):
            raise conflict(
                "CloudFrontOriginAccessIdentityInUse",
                "The Origin Access Identity specified is already in use.",
            )
        rows.delete(state.store, "oai", doc["Id"])
        emit(state, ctx.account_id, "cloudfront.oai.deleted", oai_arn(doc["Id"]), id=doc["Id"])
    return cast("DeleteCloudFrontOriginAccessIdentityResponse", {})
