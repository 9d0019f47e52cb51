"""Private CAs as tagged resources for the Tagging API (``tag_sources.py``): listed from their own table,
tagged through TagCertificateAuthority and UntagCertificateAuthority."""

from __future__ import annotations

from collections.abc import Iterator

from labcloud.services.acmpca.names import live
from labcloud.services.acmpca.state import AcmPcaState
from labcloud.tag_sources import TagCall, Tagged, TagSource, arn_prefix


def _tag(arn: str, tags: dict[str, str]) -> TagCall:
    listed = [{"Key": k, "Value": v} for k, v in tags.items()]
    return TagCall("acm-pca", "TagCertificateAuthority", {"CertificateAuthorityArn": arn, "Tags": listed})


def _untag(arn: str, keys: list[str]) -> TagCall:
    return TagCall(
        "acm-pca",
        "UntagCertificateAuthority",
        {"CertificateAuthorityArn": arn, "Tags": [{"Key": k} for k in keys]},
    )


def tag_source(state: AcmPcaState) -> TagSource:
    def resources(account_id: str, region: str) -> Iterator[Tagged]:
        for authority in state.records.all_in(account_id, region):
            if live(authority) is not None:
                yield Tagged(authority.arn, dict(authority.tags))

    return TagSource(
        "acm-pca:certificate-authority",
        arn_prefix("acm-pca", "certificate-authority/"),
        resources,
        _tag,
        _untag,
    )
