"""AddTagsToCertificate, RemoveTagsFromCertificate, ListTagsForCertificate."""

from __future__ import annotations

from typing import TYPE_CHECKING

from labcloud.context import RequestContext
from labcloud.services.acm.events import publish
from labcloud.services.acm.names import find
from labcloud.services.acm.state import AcmState
from labcloud.tag_lists import listed, merged, removed

if TYPE_CHECKING:
    from labcloud.services.acm.api import (
        AddTagsToCertificateRequest,
        AddTagsToCertificateResponse,
        ListTagsForCertificateRequest,
        ListTagsForCertificateResponse,
        RemoveTagsFromCertificateRequest,
        RemoveTagsFromCertificateResponse,
    )


def add_tags_to_certificate(
    state: AcmState, request: AddTagsToCertificateRequest, ctx: RequestContext
) -> AddTagsToCertificateResponse:
    certificate = find(state, ctx, request["CertificateArn"])
    tags = merged(certificate.tags, request["Tags"], "certificate")
    with state.store.transaction():
        changed = state.certificates.update(certificate, tags=tags)
        publish(state, "acm.certificate.tagged", changed, tags=[t["Key"] for t in request["Tags"]])
    return {}


def remove_tags_from_certificate(
    state: AcmState, request: RemoveTagsFromCertificateRequest, ctx: RequestContext
) -> RemoveTagsFromCertificateResponse:
    certificate = find(state, ctx, request["CertificateArn"])
    tags = removed(certificate.tags, request["Tags"])
    with state.store.transaction():
        changed = state.certificates.update(certificate, tags=tags)
        publish(state, "acm.certificate.untagged", changed, tags=[t["Key"] for t in request["Tags"]])
    return {}


def list_tags_for_certificate(
    state: AcmState, request: ListTagsForCertificateRequest, ctx: RequestContext
) -> ListTagsForCertificateResponse:
    certificate = find(state, ctx, request["CertificateArn"])
    return {"Tags": listed(certificate.tags)}
