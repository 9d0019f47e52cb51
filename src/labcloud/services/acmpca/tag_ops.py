"""TagCertificateAuthority, UntagCertificateAuthority, ListTags."""

from __future__ import annotations

from typing import TYPE_CHECKING

from labcloud.context import RequestContext
from labcloud.services.acmpca.events import publish
from labcloud.services.acmpca.names import find
from labcloud.services.acmpca.state import AcmPcaState
from labcloud.tag_lists import listed, merged, removed

if TYPE_CHECKING:
    from labcloud.services.acmpca.api import (
        ListTagsRequest,
        ListTagsResponse,
        TagCertificateAuthorityRequest,
        TagCertificateAuthorityResponse,
        UntagCertificateAuthorityRequest,
        UntagCertificateAuthorityResponse,
    )


def tag_certificate_authority(
    state: AcmPcaState, request: TagCertificateAuthorityRequest, ctx: RequestContext
) -> TagCertificateAuthorityResponse:
    authority = find(state, ctx, request["CertificateAuthorityArn"])
    tags = merged(authority.tags, request["Tags"], "certificate authority")
    with state.store.transaction():
        changed = state.records.update(authority, tags=tags)
        publish(state, "acm-pca.authority.tagged", changed, tags=[t["Key"] for t in request["Tags"]])
    return {}


def untag_certificate_authority(
    state: AcmPcaState, request: UntagCertificateAuthorityRequest, ctx: RequestContext
) -> UntagCertificateAuthorityResponse:
    authority = find(state, ctx, request["CertificateAuthorityArn"])
    tags = removed(authority.tags, request["Tags"])
    with state.store.transaction():
        changed = state.records.update(authority, tags=tags)
        publish(state, "acm-pca.authority.untagged", changed, tags=[t["Key"] for t in request["Tags"]])
    return {}


def list_tags(state: AcmPcaState, request: ListTagsRequest, ctx: RequestContext) -> ListTagsResponse:
    authority = find(state, ctx, request["CertificateAuthorityArn"])
    return {"Tags": listed(authority.tags)}
